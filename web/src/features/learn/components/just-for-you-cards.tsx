import { useDailyChallengePackage } from "../api/get-daily-challenge-package.js";
import { useDailyChallengeStreak } from "../api/get-daily-challenge-streak.js";
import { useWeeklyWorkoutPackage } from "../api/get-weekly-workout-package.js";
import { useWeeklyWorkoutStreak } from "../api/get-weekly-workout-streak.js";
import { JustForYouCard, type JustForYouData } from "./just-for-you-card.js";

function useDailyData(): JustForYouData {
  const pkg = useDailyChallengePackage();
  const streak = useDailyChallengeStreak();
  return {
    // A copy cached before this screen opened may predate answers: wait for the fresh one.
    loading: pkg.isPending || (pkg.isFetching && !pkg.isFetchedAfterMount),
    failed: pkg.isError,
    locked: pkg.data?.locked ?? false,
    pkg: pkg.data?.package,
    dueTime: pkg.data?.dueTime,
    streak: streak.data?.streakLength,
  };
}

function useWeeklyData(): JustForYouData {
  const pkg = useWeeklyWorkoutPackage();
  const streak = useWeeklyWorkoutStreak();
  return {
    // A copy cached before this screen opened may predate answers: wait for the fresh one.
    loading: pkg.isPending || (pkg.isFetching && !pkg.isFetchedAfterMount),
    failed: pkg.isError,
    locked: pkg.data?.locked ?? false,
    pkg: pkg.data?.package,
    dueTime: pkg.data?.dueTime,
    streak: streak.data?.streakLength,
  };
}

/** The Weekly Workout and Daily Challenge cards side by side (one above the other on phones). */
export function JustForYouCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const daily = useDailyData();
  const weekly = useWeeklyData();
  return (
    <div className="jfy-cards">
      <JustForYouCard kind="daily" data={daily} headingLevel={headingLevel} />
      <JustForYouCard kind="weekly" data={weekly} headingLevel={headingLevel} />
    </div>
  );
}
