import { learningPathNameOf, learningUnitNameOf, partNameOf } from "../../../lib/learning/names.js";

/** "demo": the public demo's questions at a level (learning spec §2 "Public demo"). */
export type PlayerType = "unit" | "quiz" | "practice" | "demo" | JustForYouType;
/** Just For You (spec §2 view code jfy): today's Daily Challenge, this week's Weekly Workout. */
export type JustForYouType = "daily" | "weekly";

export const isJustForYou = (type: PlayerType): type is JustForYouType => type === "daily" || type === "weekly";

/** What the player was opened for, read from its query (spec §2: type, p, lp, lu; task for "Let's go"). */
export interface PlayerTarget {
  type: PlayerType;
  partName: string;
  learningPathName: string;
  learningUnitName: string;
  /** The demo's level (a course name); empty otherwise. */
  level?: string;
  /** The task to start at (practice "Let's go" starts at the second task), as its index. */
  startTask: number | undefined;
}

/** The target, or undefined when the query does not name one (the player goes back to the course). */
export function playerTargetOf(params: URLSearchParams): PlayerTarget | undefined {
  const type = params.get("type");
  // A Just For You package is the learner's own for the day (week): its type is all that names it.
  if (type === "daily" || type === "weekly")
    return { type, partName: "", learningPathName: "", learningUnitName: "", startTask: undefined };
  if (type !== "unit" && type !== "quiz" && type !== "practice") return undefined;
  const partName = partNameOf(params.get("p"));
  if (!partName) return undefined;
  const learningPathName = type === "unit" ? learningPathNameOf(partName, params.get("lp")) : "";
  const learningUnitName = type === "unit" ? learningUnitNameOf(learningPathName, params.get("lu")) : "";
  if (type === "unit" && !learningUnitName) return undefined;
  const task = params.get("task");
  const startTask = task && /^[0-9]{1,3}$/.test(task) ? Number(task) : undefined;
  return { type, partName, learningPathName, learningUnitName, startTask };
}

/** The demo player's target: the demo visitor's package at a level. */
export function demoTarget(level: string): PlayerTarget {
  return { type: "demo", partName: "", learningPathName: "", learningUnitName: "", level, startTask: undefined };
}
