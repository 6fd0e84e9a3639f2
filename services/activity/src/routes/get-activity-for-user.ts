import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetActivityForUserRequest,
  GetActivityForUserResponseSchema,
} from "@sumwise/gen/activity/v1/activity_stats_pb";
import { fieldViolations } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { localPeriods } from "../domain/index.js";
import { requireTimeZone, statsSubject } from "./subject.js";

const DEFAULT_WEEKS = 12;
const MAX_WEEKS = 52;

/**
 * The activity summary of the Stats screen for the learner's local week and month: a primary-key row
 * for all time, one pass over the learner's quarter hours for the periods and the weekly time, and the
 * learner's completed lessons and courses.
 */
export function getActivityForUser(ctx: ActivityContext) {
  return async (
    req: GetActivityForUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetActivityForUserResponseSchema>> => {
    const timeZone = requireTimeZone(req.timeZone);
    const weeks = req.timeTakenWeeks === 0 ? DEFAULT_WEEKS : req.timeTakenWeeks;
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS) {
      throw fieldViolations({ time_taken_weeks: `Ask for 1 to ${MAX_WEEKS} weeks.` });
    }
    const subject = await statsSubject(ctx, handler, req.childIndyUserName);
    const periods = localPeriods(ctx.now(), timeZone, weeks);
    const countRanges = [periods.week, periods.month, periods.prevWeek, periods.prevMonth];
    const [totals, sums, lessons, courses] = await Promise.all([
      ctx.stats.totals(subject),
      ctx.stats.answerSums(subject, [...countRanges, ...periods.recentWeeks.map((week) => week.range)]),
      ctx.stats.lessonCompletions(subject, countRanges),
      ctx.stats.coursesCompleted(subject),
    ]);
    const [week, month, prevWeek, prevMonth] = sums;
    const [lessonWeek, lessonMonth, lessonPrevWeek, lessonPrevMonth] = lessons.inRanges;
    return {
      activity: {
        correctAnswerCounts: {
          currentCounts: { week: BigInt(week!.correct), month: BigInt(month!.correct) },
          prevCounts: { week: BigInt(prevWeek!.correct), month: BigInt(prevMonth!.correct) },
          allTime: BigInt(totals.correct),
        },
        lessonCompleteCounts: {
          currentCounts: { week: BigInt(lessonWeek!), month: BigInt(lessonMonth!) },
          prevCounts: { week: BigInt(lessonPrevWeek!), month: BigInt(lessonPrevMonth!) },
          allTime: BigInt(totals.lessonsCompleted),
          courseAllTime: Object.fromEntries([...lessons.perCourse].map(([course, n]) => [course, BigInt(n)])),
        },
        coursesCompleted: courses.map((course) => ({
          courseName: course.course_name,
          completionDate: timestampFromDate(course.completed_at),
        })),
        timeTaken: {
          timeTakenForWeek: periods.recentWeeks.map((recent, i) => ({
            monday: recent.monday,
            timeInSeconds: BigInt(Math.round(sums[countRanges.length + i]!.timeTakenMs / 1000)),
          })),
        },
        answeredAllTime: BigInt(totals.answered),
      },
    };
  };
}
