import type { LearningContext } from "../context.js";
import { streakHandler } from "./just-for-you-streak.js";

/** Days in a row with the Daily Challenge done (weekends safe); read-only for supporters. */
export const getDailyChallengeStreak = (ctx: LearningContext) => streakHandler(ctx, "daily_challenge");
