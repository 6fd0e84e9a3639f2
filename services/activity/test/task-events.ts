import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { AnswerResult, LearningEventKind, LearningPackageType } from "@sumwise/gen/activity/v1/learning_events_pb";
import { type BaseConfig, ServiceTokens, serviceTokenHeader, serviceTokenSecret } from "@sumwise/kit";

export const course = "courses/year6-a";

/** Service-token headers as LearningService's relay sends them (the stack's development secret). */
export async function asService(service: "learning" | "indy" | "payment" | "activity", audience = "activity") {
  return {
    headers: {
      [serviceTokenHeader]: await new ServiceTokens(serviceTokenSecret({} as BaseConfig), service).sign(audience),
    },
  };
}

/** A task's events as LearningService's relay sends them: its answers, then its completion. */
export function taskEvents(
  user: string,
  correct: number,
  wrong = 0,
  at = new Date(),
  where: { partName?: string; learningPathName?: string } = {},
) {
  const pkg = `${user}/packages/${randomUUID()}`;
  const task = `${pkg}/tasks/0`;
  const answer = (index: number, right: boolean) => ({
    idempotencyKey: `answer:${randomUUID()}`,
    indyUserName: user,
    occurTime: timestampFromDate(at),
    kind: LearningEventKind.ANSWER,
    courseName: course,
    partName: where.partName ?? `${course}/parts/1`,
    packageName: pkg,
    packageType: LearningPackageType.CORE,
    taskName: task,
    taskItemName: `${task}/taskItems/${index}`,
    templateId: "t",
    learningPathName: where.learningPathName ?? "",
    answerResult: right ? AnswerResult.CORRECT : AnswerResult.INCORRECT,
    correct: right,
    timeTakenMs: 2_000,
  });
  const answers = [
    ...Array.from({ length: wrong }, (_, i) => answer(i, false)),
    ...Array.from({ length: correct }, (_, i) => answer(i, true)),
  ];
  const completed = {
    idempotencyKey: `task-completed:${randomUUID()}`,
    indyUserName: user,
    occurTime: timestampFromDate(at),
    kind: LearningEventKind.TASK_COMPLETED,
    courseName: course,
    partName: where.partName ?? `${course}/parts/1`,
    packageName: pkg,
    packageType: LearningPackageType.CORE,
    taskName: task,
  };
  return { task, events: [...answers, completed] };
}
