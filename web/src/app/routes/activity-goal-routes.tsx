import type { RouteObject } from "react-router";
import { page, titled } from "./lazy-page.js";

/**
 * Goals and the league table (progress spec §2), for learners and, with ?child=, their supporters
 * (read-only). Part of the one route table in ../router.tsx; the activity layout nests them.
 */
export const activityGoalRoutes: RouteObject[] = [
  {
    path: "/activity/goals",
    ...titled("Goals"),
    lazy: page(() => import("../../features/goals/components/goals-page.js").then((m) => () => <m.GoalsPage />)),
  },
  {
    path: "/activity/goals/select",
    ...titled("Add a goal"),
    lazy: page(() => import("../../features/goals/components/select-goal-page.js").then((m) => m.SelectGoalPage)),
  },
  {
    path: "/activity/goals/xp-target/create",
    ...titled("Set an XP Target"),
    lazy: page(() =>
      import("../../features/goals/components/xp-target-goal-page.js").then((m) => () => (
        <m.XpTargetGoalPage mode="create" />
      )),
    ),
  },
  {
    path: "/activity/goals/xp-target/edit",
    ...titled("Change your XP Target"),
    lazy: page(() =>
      import("../../features/goals/components/xp-target-goal-page.js").then((m) => () => (
        <m.XpTargetGoalPage mode="edit" />
      )),
    ),
  },
  {
    path: "/activity/goals/on-track/create",
    ...titled("Get On Track"),
    lazy: page(() =>
      import("../../features/goals/components/on-track-goal-page.js").then((m) => () => (
        <m.OnTrackGoalPage mode="create" />
      )),
    ),
  },
  {
    path: "/activity/goals/on-track/edit",
    ...titled("Change your On Track date"),
    lazy: page(() =>
      import("../../features/goals/components/on-track-goal-page.js").then((m) => () => (
        <m.OnTrackGoalPage mode="edit" />
      )),
    ),
  },
  {
    path: "/activity/league-table",
    ...titled("League table"),
    lazy: page(() => import("../../features/league/components/league-page.js").then((m) => () => <m.LeaguePage />)),
  },
];
