import type { LearningContext } from "../context.js";
import { streakHandler } from "./just-for-you-streak.js";

/** Weeks in a row with the Weekly Workout done by the end of Sunday; read-only for supporters. */
export const getWeeklyWorkoutStreak = (ctx: LearningContext) => streakHandler(ctx, "weekly_workout");
