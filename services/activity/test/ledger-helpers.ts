import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { AnswerResult, LearningEventKind, LearningPackageType } from "@sumwise/gen/activity/v1/learning_events_pb";
import { type BaseConfig, ServiceTokens, serviceTokenHeader, serviceTokenSecret } from "@sumwise/kit";

const course = "courses/year6-a";

/** Call options of LearningService's outbox relay (the development service-token secret). */
export async function asLearningService() {
  const tokens = new ServiceTokens(serviceTokenSecret({} as BaseConfig), "learning");
  return { headers: { [serviceTokenHeader]: await tokens.sign("activity") } };
}

/** A task's events as the relay sends them: `correct` different questions answered right, then its completion. */
export function completedTask(user: string, correct: number, at = new Date()) {
  const pkg = `${user}/packages/${randomUUID()}`;
  const task = `${pkg}/tasks/0`;
  const base = {
    indyUserName: user,
    occurTime: timestampFromDate(at),
    courseName: course,
    partName: `${course}/parts/1`,
    packageName: pkg,
    packageType: LearningPackageType.CORE,
    taskName: task,
  };
  const answers = Array.from({ length: correct }, (_, index) => ({
    ...base,
    idempotencyKey: `answer:${randomUUID()}`,
    kind: LearningEventKind.ANSWER,
    taskItemName: `${task}/taskItems/${index}`,
    templateId: "t",
    answerResult: AnswerResult.CORRECT,
    timeTakenMs: 2_000,
  }));
  const completed = {
    ...base,
    idempotencyKey: `task-completed:${randomUUID()}`,
    kind: LearningEventKind.TASK_COMPLETED,
  };
  return { task, events: [...answers, completed] };
}
