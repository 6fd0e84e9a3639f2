import type { RouteObject } from "react-router";
import { page, titled } from "./lazy-page.js";

/**
 * Competition pages (progress spec §2), part of the one route table in ../router.tsx. The activity
 * area's layout and menu nest COMPETITION_PROGRESS and PARENT_ACTIVITY_COMPETITION later.
 */
const competitionPages = () => import("../pages/competition-pages.js");

/** Learners only. */
export const learnerCompetitionRoutes: RouteObject[] = [
  {
    path: "/activity/competitions",
    ...titled("Competitions"),
    lazy: page(() => competitionPages().then((m) => m.LearnerCompetitionRoute)),
  },
];

/** Supporters only. */
export const supporterCompetitionRoutes: RouteObject[] = [
  {
    path: "/parent/activity/competitions",
    ...titled("Competitions"),
    lazy: page(() => competitionPages().then((m) => m.ParentCompetitionRoute)),
  },
];

/** Learners and supporters (not demo visitors). */
export const entryCompetitionRoutes: RouteObject[] = [
  {
    path: "/competition/enter",
    ...titled("Enter the competition"),
    lazy: page(() => competitionPages().then((m) => m.CompetitionEntryRoute)),
  },
];
