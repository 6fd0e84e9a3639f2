import type { RouteObject } from "react-router";
import type { ActivitySection } from "../../features/activity/lib/activity-menu.js";
import { page, titled } from "./lazy-page.js";

/**
 * The activity area (progress spec §2): one layout (the menu, and for a supporter the learner
 * switcher, around an Outlet) for the learner at /activity and for a supporter's child at
 * /parent/activity/<section>?child=indyUsers/…. Each section is one child route: Goals, League table and
 * Competitions are filled in by their own parts (replace the placeholder's `lazy` here).
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
  ...(
    [
      ["goals", "Goals"],
      ["league-table", "League table"],
      ["competitions", "Competitions"],
    ] as const
  ).map(
    ([section, title]): RouteObject => ({
      path: section,
      ...titled(title),
      lazy: page(() =>
        import("../../features/activity/components/section-placeholder.js").then((m) => () => (
          <m.SectionPlaceholder section={section as ActivitySection} />
        )),
      ),
    }),
  ),
];

/** For the learner (inside RequireLearner). */
export const learnerActivityRoutes: RouteObject[] = [
  {
    path: "/activity",
    ...titled("My activity"),
    lazy: page(() => import("../pages/activity-area.js").then((m) => () => <m.ActivityAreaRoute audience="learner" />)),
    children: sections,
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
    children: sections,
  },
];
