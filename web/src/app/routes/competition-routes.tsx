import type { RouteObject } from "react-router";
import { page, titled } from "./lazy-page.js";

/**
 * COMPETITION_ENTRY (progress spec §2), part of the one route table in ../router.tsx. COMPETITION_PROGRESS
 * and PARENT_ACTIVITY_COMPETITION are sections of the activity area (activity-routes.tsx).
 */
const competitionPages = () => import("../pages/competition-pages.js");

/** Learners and supporters (not demo visitors). */
export const entryCompetitionRoutes: RouteObject[] = [
  {
    path: "/competition/enter",
    ...titled("Enter the competition"),
    lazy: page(() => competitionPages().then((m) => m.CompetitionEntryRoute)),
  },
];
