import type { RouteObject } from "react-router";
import { page, titled } from "./lazy-page.js";

/**
 * The goal screens (progress spec §2), sections of the activity area (activity-routes.tsx): for learners
 * and, with ?child=, their supporters (read-only).
 */
export const goalSections: RouteObject[] = [
  {
    path: "goals",
    ...titled("Goals"),
    lazy: page(() => import("../../features/goals/components/goals-page.js").then((m) => () => <m.GoalsPage />)),
  },
  {
    path: "goals/select",
    ...titled("Add a goal"),
    lazy: page(() => import("../../features/goals/components/select-goal-page.js").then((m) => m.SelectGoalPage)),
  },
  {
    path: "goals/xp-target/create",
    ...titled("Set an XP Target"),
    lazy: page(() =>
      import("../../features/goals/components/xp-target-goal-page.js").then((m) => () => (
        <m.XpTargetGoalPage mode="create" />
      )),
    ),
  },
  {
    path: "goals/xp-target/edit",
    ...titled("Change your XP Target"),
    lazy: page(() =>
      import("../../features/goals/components/xp-target-goal-page.js").then((m) => () => (
        <m.XpTargetGoalPage mode="edit" />
      )),
    ),
  },
  {
    path: "goals/on-track/create",
    ...titled("Get On Track"),
    lazy: page(() =>
      import("../../features/goals/components/on-track-goal-page.js").then((m) => () => (
        <m.OnTrackGoalPage mode="create" />
      )),
    ),
  },
  {
    path: "goals/on-track/edit",
    ...titled("Change your On Track date"),
    lazy: page(() =>
      import("../../features/goals/components/on-track-goal-page.js").then((m) => () => (
        <m.OnTrackGoalPage mode="edit" />
      )),
    ),
  },
];
