import { useSearchParams } from "react-router";

/** The goal routes; `child` keeps the parent view's learner in every link. */
export const goalPaths = {
  goals: "/activity/goals",
  select: "/activity/goals/select",
  xpCreate: "/activity/goals/xp-target/create",
  xpEdit: "/activity/goals/xp-target/edit",
  onTrackCreate: "/activity/goals/on-track/create",
  onTrackEdit: "/activity/goals/on-track/edit",
} as const;

export function withChild(path: string, child: string): string {
  return child ? `${path}?child=${encodeURIComponent(child)}` : path;
}

/**
 * Whose goals a page shows: the `child` query parameter (a supporter's learner, read-only) or the
 * prop the parent area passes; empty for the signed-in learner.
 */
export function useGoalSubject(childProp?: string): { child: string; readOnly: boolean } {
  const [params] = useSearchParams();
  const child = childProp ?? params.get("child") ?? "";
  return { child, readOnly: child !== "" };
}

/** The browser's IANA time zone (XP Target weeks are the learner's local weeks). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
