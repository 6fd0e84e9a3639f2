import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { AnswerResult, LearningEventKind, LearningPackageType } from "@sumwise/gen/activity/v1/learning_events_pb";
import { type BaseConfig, ServiceTokens, serviceTokenHeader, serviceTokenSecret } from "@sumwise/kit";

/** The stack's configuration as far as service tokens go: the development secret. */
const testConfig = {} as BaseConfig;

/** Call options of LearningService's relay (the only caller of RecordLearningEvents). */
export async function asLearningService() {
  return {
    headers: {
      [serviceTokenHeader]: await new ServiceTokens(serviceTokenSecret(testConfig), "learning").sign("activity"),
    },
  };
}

/** A task with `correct` right answers and its completion, as the relay sends them (5 XP per answer). */
export function completedTask(user: string, course: string, correct: number, at = new Date()) {
  const pkg = `${user}/packages/${randomUUID()}`;
  const task = `${pkg}/tasks/0`;
  const common = {
    indyUserName: user,
    occurTime: timestampFromDate(at),
    courseName: course,
    partName: `${course}/parts/1`,
    packageName: pkg,
    packageType: LearningPackageType.CORE,
    taskName: task,
  };
  return [
    ...Array.from({ length: correct }, (_, i) => ({
      ...common,
      idempotencyKey: `answer:${randomUUID()}`,
      kind: LearningEventKind.ANSWER,
      taskItemName: `${task}/taskItems/${i}`,
      templateId: "t",
      answerResult: AnswerResult.CORRECT,
      correct: true,
      timeTakenMs: 2_000,
    })),
    { ...common, idempotencyKey: `task-completed:${randomUUID()}`, kind: LearningEventKind.TASK_COMPLETED },
  ];
}

/** A lesson's completion event. */
export function lessonCompleted(user: string, course: string, part: number, at = new Date()) {
  return {
    idempotencyKey: `lesson-completed:${user}:${course}:${part}`,
    indyUserName: user,
    occurTime: timestampFromDate(at),
    kind: LearningEventKind.LESSON_COMPLETED,
    courseName: course,
    partName: `${course}/parts/${part}`,
  };
}

export const fakeLearner = () => `indyUsers/${randomUUID()}`;
export const uniqueCourse = () => `courses/t-${randomUUID().slice(0, 8)}`;
