/** What the Just For You calls share: the learner's time zone and day, checked, and the package's answer. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { PackageSchema } from "@sumwise/gen/learning/v1/learning_package_pb";
import { fieldViolations, inTransaction } from "@sumwise/kit";
import {
  addDaysIso,
  endOfLocalDay,
  justForYouMessages,
  localDate,
  mondayOf,
  parseIsoDate,
  timeZoneMessages,
  timeZoneProblem,
} from "@sumwise/rules";
import type { Learner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { repositories } from "../db/repositories.js";
import type { JustForYouTypeValue } from "../db/schema.js";
import {
  courseFullyOpen,
  createJustForYou,
  existingJustForYou,
  type JustForYouPeriod,
} from "../packages/just-for-you.js";
import { packageMessage } from "../packages/to-proto.js";

/** A request's day may be the one just before or after the server's, for a request sent at midnight. */
const MIDNIGHT_GRACE_MS = 5 * 60 * 1000;

export function requireTimeZone(timeZone: string): string {
  const problem = timeZoneProblem(timeZone);
  if (problem) throw fieldViolations({ timeZone: problem });
  return timeZone;
}

/** A "YYYY-MM-DD" field, or undefined when it is empty. */
export function optionalDate(field: string, value: string): string | undefined {
  if (value === "") return undefined;
  if (!parseIsoDate(value) || value.trim() !== value) throw fieldViolations({ [field]: timeZoneMessages.date });
  return value;
}

/** The learner's day now (and within the grace either side) in their zone. */
export function localDaysNow(ctx: LearningContext, timeZone: string): { today: string; nearby: Set<string> } {
  const now = ctx.now().getTime();
  const today = localDate(new Date(now), timeZone);
  const nearby = new Set([-MIDNIGHT_GRACE_MS, 0, MIDNIGHT_GRACE_MS].map((d) => localDate(new Date(now + d), timeZone)));
  return { today, nearby };
}

/** Today's Daily Challenge period: the day asked for, which must be (about) today in the zone. */
export function dailyPeriod(ctx: LearningContext, requestedDate: string, timeZoneField: string): JustForYouPeriod {
  const timeZone = requireTimeZone(timeZoneField);
  const asked = optionalDate("date", requestedDate);
  const { today, nearby } = localDaysNow(ctx, timeZone);
  if (asked && !nearby.has(asked)) throw fieldViolations({ date: justForYouMessages.notToday });
  const date = asked ?? today;
  return { type: "daily_challenge", scope: date, dueAt: endOfLocalDay(date, timeZone), timeZone };
}

/** This week's Weekly Workout period: Monday to the end of Sunday in the zone. */
export function weeklyPeriod(ctx: LearningContext, requestedMonday: string, timeZoneField: string): JustForYouPeriod {
  const timeZone = requireTimeZone(timeZoneField);
  const asked = optionalDate("mondayDate", requestedMonday);
  const { today, nearby } = localDaysNow(ctx, timeZone);
  const mondays = new Set([...nearby].map(mondayOf));
  if (asked && !mondays.has(asked)) throw fieldViolations({ mondayDate: justForYouMessages.notThisWeek });
  const monday = asked ?? mondayOf(today);
  return { type: "weekly_workout", scope: monday, dueAt: endOfLocalDay(addDaysIso(monday, 6), timeZone), timeZone };
}

export interface JustForYouAnswer {
  locked: boolean;
  package?: MessageInitShape<typeof PackageSchema>;
  dueTime: ReturnType<typeof timestampFromDate>;
}

/**
 * The period's package: the one already made, or (when `unlocked` says the learner may have one) a
 * new one from their recent lessons. Locked otherwise, or when no question is open to them.
 */
export async function justForYouPackage(
  ctx: LearningContext,
  caller: Learner,
  courseName: string,
  period: JustForYouPeriod,
  unlocked: (repos: ReturnType<typeof repositories>) => Promise<boolean>,
): Promise<JustForYouAnswer> {
  // Most requests find the day's package already made: no lock, no access check.
  const made = await existingJustForYou(ctx.repos, caller.userName, period);
  const fullAccess = made ? true : await courseFullyOpen(ctx, caller, courseName);
  const stored =
    made ??
    (await inTransaction(ctx.learningDb, async (trx) => {
      const repos = repositories(trx);
      await repos.learners.lock(caller.userName);
      const existing = await existingJustForYou(repos, caller.userName, period);
      if (existing) return existing;
      if (!(await unlocked(repos))) return undefined;
      return createJustForYou(ctx, repos, caller, courseName, period, fullAccess);
    }));
  const dueTime = timestampFromDate(stored?.package.due_at ?? period.dueAt);
  return stored ? { locked: false, package: packageMessage(stored), dueTime } : { locked: true, dueTime };
}

export type { JustForYouTypeValue };
