import type { StoredLearningEvent } from "../db/ledger-repository.js";
import { type LessonWork, type QuarterDelta, SummaryRepository, type TopicDelta } from "../db/summary-repository.js";
import { quarterStart } from "../domain/index.js";
import type { Projection } from "./index.js";

const isAttempt = (event: StoredLearningEvent) =>
  event.answer_result === "correct" || event.answer_result === "incorrect";

function upsertInto<T>(map: Map<string, T>, key: string, create: () => T, update: (value: T) => void) {
  let value = map.get(key);
  if (!value) {
    value = create();
    map.set(key, value);
  }
  update(value);
}

const sortedValues = <T>(map: Map<string, T>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);

/**
 * Stats, lessons, courses and topics: answers per learner per UTC quarter hour, all-time totals, the
 * lessons worked on and completed, completed courses and each topic's attempts.
 */
export const projectStats: Projection = async (events, { trx }) => {
  const quarters = new Map<string, QuarterDelta>();
  const totals = new Map<
    string,
    { indyUserName: string; answered: number; correct: number; timeTakenMs: number; lessons: number; courses: number }
  >();
  const lessons = new Map<string, LessonWork>();
  const topics = new Map<string, TopicDelta>();
  const summaries = new SummaryRepository(trx);
  const totalOf = (user: string) => {
    let total = totals.get(user);
    if (!total) {
      total = { indyUserName: user, answered: 0, correct: 0, timeTakenMs: 0, lessons: 0, courses: 0 };
      totals.set(user, total);
    }
    return total;
  };

  for (const event of events) {
    const user = event.indy_user_name;
    const at = event.occurred_at;
    if (event.kind === "answer") {
      const attempt = isAttempt(event) ? 1 : 0;
      const correct = event.correct ? 1 : 0;
      const time = Math.max(0, event.time_taken_ms ?? 0);
      const bucket = quarterStart(at);
      upsertInto(
        quarters,
        `${user}\u0000${bucket.toISOString()}`,
        () => ({ indyUserName: user, bucketStart: bucket, answered: 0, correct: 0, timeTakenMs: 0 }),
        (q) => {
          q.answered += attempt;
          q.correct += correct;
          q.timeTakenMs += time;
        },
      );
      const total = totalOf(user);
      total.answered += attempt;
      total.correct += correct;
      total.timeTakenMs += time;
      if (event.part_name) {
        upsertInto(
          lessons,
          `${user}\u0000${event.part_name}`,
          () => ({
            indyUserName: user,
            partName: event.part_name!,
            courseName: event.course_name,
            first: at,
            last: at,
          }),
          (lesson) => {
            if (at < lesson.first) lesson.first = at;
            if (at > lesson.last) lesson.last = at;
          },
        );
      }
    }
    const topicDone = event.kind === "topic_completed" || event.kind === "topic_fast_tracked";
    if (event.learning_path_name && event.part_name && ((event.kind === "answer" && isAttempt(event)) || topicDone)) {
      upsertInto(
        topics,
        `${user}\u0000${event.learning_path_name}`,
        () => ({
          indyUserName: user,
          learningPathName: event.learning_path_name!,
          partName: event.part_name!,
          courseName: event.course_name,
          correct: 0,
          total: 0,
          completed: false,
        }),
        (topic) => {
          if (topicDone) topic.completed = true;
          else {
            topic.total += 1;
            topic.correct += event.correct ? 1 : 0;
          }
        },
      );
    }
  }

  await summaries.addAnswers(sortedValues(quarters));
  await summaries.workedOnLessons(sortedValues(lessons));
  await summaries.addTopicAttempts(sortedValues(topics));
  // Completions count once, however often they arrive (a lesson can be completed again after a reset).
  for (const event of events) {
    if (event.kind === "lesson_completed" && event.part_name) {
      const first = await summaries.completeLesson({
        indyUserName: event.indy_user_name,
        partName: event.part_name,
        courseName: event.course_name,
        at: event.occurred_at,
      });
      if (first) totalOf(event.indy_user_name).lessons += 1;
    }
    if (event.kind === "course_completed") {
      const first = await summaries.completeCourse({
        indyUserName: event.indy_user_name,
        courseName: event.course_name,
        at: event.occurred_at,
      });
      if (first) totalOf(event.indy_user_name).courses += 1;
    }
  }
  await summaries.addTotals(sortedValues(totals));
};
