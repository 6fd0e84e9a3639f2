/**
 * Making a learner's Just For You packages (learning spec §4): today's Daily Challenge and this
 * week's Weekly Workout, one per local day or week. Made under the learner's lock, and the package's
 * unique (user, type, scope, generation) holds even if two requests ever got past it together.
 */
import { randomUUID } from "node:crypto";
import { FREE_LESSONS_PER_COURSE, isLessonOpen } from "@sumwise/rules";
import type { Learner } from "../access/learner.js";
import { generateQuestion } from "../content/index.js";
import type { LearningContext } from "../context.js";
import { findCourse, findLearningPath, onlinePaths, onlineUnits, questionCards } from "../course-structure.js";
import type { StoredPackage } from "../db/package-repository.js";
import type { Repositories } from "../db/repositories.js";
import type { JustForYouTypeValue } from "../db/schema.js";
import {
  type CandidateTopic,
  DAILY_CHALLENGE_LOOKBACK_DAYS,
  DAILY_CHALLENGE_QUESTIONS,
  justForYouTaskTitles,
  planJustForYouPackage,
  WEEKLY_WORKOUT_LOOKBACK_DAYS,
  WEEKLY_WORKOUT_QUESTIONS,
} from "../domain/just-for-you-plan.js";

const settings: Record<JustForYouTypeValue, { title: string; questions: number; lookbackDays: number }> = {
  daily_challenge: {
    title: justForYouTaskTitles.daily,
    questions: DAILY_CHALLENGE_QUESTIONS,
    lookbackDays: DAILY_CHALLENGE_LOOKBACK_DAYS,
  },
  weekly_workout: {
    title: justForYouTaskTitles.weekly,
    questions: WEEKLY_WORKOUT_QUESTIONS,
    lookbackDays: WEEKLY_WORKOUT_LOOKBACK_DAYS,
  },
};

const day = 24 * 60 * 60 * 1000;

export interface JustForYouPeriod {
  type: JustForYouTypeValue;
  /** The local day, or the Monday of the week: the package's scope. */
  scope: string;
  dueAt: Date;
  timeZone: string;
}

/** The package already made for this day (week), if any. */
export async function existingJustForYou(
  repos: Repositories,
  userName: string,
  period: JustForYouPeriod,
): Promise<StoredPackage | undefined> {
  const row = await repos.packages.latest(userName, period.type, period.scope);
  return row ? (await repos.packages.withContents([row]))[0] : undefined;
}

/**
 * The topics a new package may draw on: every online topic of the course in a lesson open to the
 * learner, with the learner's right and wrong answers in it over the look-back period (or, when
 * there are none in that period, ever).
 */
async function candidateTopics(
  ctx: LearningContext,
  repos: Repositories,
  caller: Learner,
  courseName: string,
  lookbackDays: number,
  fullAccess: boolean,
): Promise<CandidateTopic[]> {
  const course = findCourse(courseName);
  if (!course) return [];
  const now = ctx.now();
  let stats = await repos.attempts.topicStats(
    caller.userName,
    courseName,
    new Date(now.getTime() - lookbackDays * day),
  );
  if (stats.length === 0) stats = await repos.attempts.topicStats(caller.userName, courseName, new Date(0));
  const byTopic = new Map(stats.map((row) => [row.learningPathName, row]));
  return course.partsDetails
    .filter((part) => isLessonOpen(part.partNumber, fullAccess))
    .flatMap((part) =>
      onlinePaths(part).map((path) => {
        const row = byTopic.get(path.learningPathName);
        return {
          learningPathName: path.learningPathName,
          partName: part.partName,
          cards: onlineUnits(path).flatMap(questionCards),
          correct: row?.correct ?? 0,
          incorrect: row?.incorrect ?? 0,
          lastAnsweredAt: row?.lastAnsweredAt.getTime() ?? 0,
        };
      }),
    );
}

/**
 * Whether every lesson of the course is open to the learner. Asked of PaymentService before the
 * package's transaction: on PGlite the transaction holds the one connection PaymentService needs.
 */
export async function courseFullyOpen(ctx: LearningContext, caller: Learner, courseName: string): Promise<boolean> {
  const course = findCourse(courseName);
  if (!course || course.partsCount <= FREE_LESSONS_PER_COURSE) return true;
  return ctx.lessonAccess.hasFullAccess(caller);
}

/**
 * A new package for the period from the learner's recent lessons; undefined when the course has no
 * question open to them. With no answer yet in the course, the first open lesson's topics are used.
 */
export async function createJustForYou(
  ctx: LearningContext,
  repos: Repositories,
  caller: Learner,
  courseName: string,
  period: JustForYouPeriod,
  fullAccess: boolean,
): Promise<StoredPackage | undefined> {
  const setting = settings[period.type];
  let topics = await candidateTopics(ctx, repos, caller, courseName, setting.lookbackDays, fullAccess);
  if (!topics.some((topic) => topic.correct + topic.incorrect > 0)) {
    const firstPart = topics[0]?.partName;
    topics = topics.filter((topic) => topic.partName === firstPart);
  }
  const tasks = planJustForYouPackage({
    key: `${caller.userName}|${period.type}|${period.scope}|1`,
    title: setting.title,
    count: setting.questions,
    topics,
    textOf: (templateId, seed) => generateQuestion(templateId, seed).text,
  });
  const firstTopic = tasks[0]?.items[0]?.learningPathName;
  const ref = firstTopic ? findLearningPath(firstTopic) : undefined;
  if (!ref) return undefined;
  const id = randomUUID();
  const now = ctx.now();
  await repos.progress.startCourse(caller.userName, courseName, now);
  await repos.packages.insert(
    {
      id,
      userName: caller.userName,
      packageType: period.type,
      courseName,
      // The lesson of the first question: a package names one lesson; its questions name their own topics.
      partName: ref.part.partName,
      learningPathName: null,
      learningUnitName: null,
      scope: period.scope,
      generation: 1,
      dueAt: period.dueAt,
      timeZone: period.timeZone,
      tasks,
    },
    now,
  );
  return repos.packages.load(id);
}
