import type { RouteObject } from "react-router";
import { goalSections } from "./activity-goal-routes.js";
import { page, titled } from "./lazy-page.js";

/**
 * The activity area (progress spec §2): one layout (the menu, and for a supporter the learner
 * switcher, around an Outlet) for the learner at /activity and for a supporter's child at
 * /parent/activity/<section>?child=indyUsers/…. Each section is one child route; the goal screens come
 * from activity-goal-routes.tsx, the competition pages differ for learners and supporters.
 */
const sections: RouteObject[] = [
  { index: true, element: null },
  {
    path: "stats",
    ...titled("Stats"),
    lazy: page(() => import("../../features/activity/components/stats-page.js").then((m) => m.StatsPage)),
  },
  {
    path: "focus-topics",
    ...titled("Strengths and opportunities"),
    lazy: page(() => import("../../features/activity/components/focus-topics-page.js").then((m) => m.FocusTopicsPage)),
  },
  {
    path: "achievements",
    ...titled("Achievements"),
    lazy: page(() => import("../../features/activity/components/achievements-page.js").then((m) => m.AchievementsPage)),
  },
  ...goalSections,
  {
    path: "league-table",
    ...titled("League table"),
    lazy: page(() => import("../../features/league/components/league-page.js").then((m) => () => <m.LeaguePage />)),
  },
];

const competitionPages = () => import("../pages/competition-pages.js");

/** For the learner (inside RequireLearner). */
export const learnerActivityRoutes: RouteObject[] = [
  {
    path: "/activity",
    ...titled("My activity"),
    lazy: page(() => import("../pages/activity-area.js").then((m) => () => <m.ActivityAreaRoute audience="learner" />)),
    children: [
      ...sections,
      // COMPETITION_PROGRESS.
      {
        path: "competitions",
        ...titled("Competitions"),
        lazy: page(() => competitionPages().then((m) => m.LearnerCompetitionRoute)),
      },
    ],
  },
];

/** For a supporter's children (inside RequireSupporter). */
export const parentActivityRoutes: RouteObject[] = [
  {
    path: "/parent/activity",
    ...titled("Learner activity"),
    lazy: page(() =>
      import("../pages/activity-area.js").then((m) => () => <m.ActivityAreaRoute audience="supporter" />),
    ),
    children: [
      ...sections,
      // PARENT_ACTIVITY_COMPETITION (?ciu=, or the switcher's ?child=).
      {
        path: "competitions",
        ...titled("Competitions"),
        lazy: page(() => competitionPages().then((m) => m.ParentCompetitionRoute)),
      },
    ],
  },
];
