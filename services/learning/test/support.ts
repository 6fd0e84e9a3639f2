/** Shared steps of the learning integration suites. */
import { randomUUID } from "node:crypto";
import type { Client } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import type { Package } from "@sumwise/gen/learning/v1/learning_package_pb";
import type { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { bearer, signIn, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { getCourse, type QuestionInstance } from "../src/content/index.js";
import type { LearningDatabase } from "../src/db/schema.js";
import { type AnswerFields, storedQuestion } from "../src/testing/answers.js";

export type Learning = Client<typeof LearningService>;
export type Indy = Client<typeof IndyService>;

export const learningDb = (database: DatabaseHandle) => database.forSchema<LearningDatabase>("learning");

/** The course the suites use: its first two lessons are free, the third is not. */
export const testCourse = "courses/year6-a";

export function testLessons() {
  const course = getCourse(testCourse);
  if (!course || course.partsCount < 3) throw new Error(`${testCourse} needs at least 3 lessons`);
  return course.partsDetails;
}

export async function supporterToken(indy: Indy): Promise<string> {
  const email = uniqueEmail("parent");
  await indy.createIndyAccount({
    indyUser: { email, firstName: "Grace", lastName: "Hopper", supporterState: RoleState.ENABLED },
    password: testPassword,
    termsAccepted: true,
    adultConfirmed: true,
  });
  return signIn(email, testPassword);
}

let childCounter = 0;
export async function childOf(
  indy: Indy,
  supporter: string,
  birthYear = 2010,
): Promise<{ name: string; token: string }> {
  childCounter += 1;
  const username = `k${Date.now().toString(36)}_${process.pid % 1000}_${childCounter}`;
  const { childIndyUser } = await indy.createChildIndyAccount(
    {
      firstName: "Kit",
      lastName: "Child",
      username,
      password: "Kidpass12",
      dateOfBirth: { year: birthYear, month: 1, day: 2 },
    },
    bearer(supporter),
  );
  return { name: childIndyUser?.name ?? "", token: await signIn(`${username}@learners.sumwise.app`, "Kidpass12") };
}

export const itemNames = (pkg: Package | undefined) =>
  (pkg?.tasks ?? []).flatMap((task) => task.taskItems.map((item) => item.name));

export function submission(taskItemName: string, answer: AnswerFields, submissionId = randomUUID()) {
  return { taskItemName, submissionId, timeTakenMs: 4_000, ...answer };
}

/** The stored question behind an item, for the test to know its answers. */
export function questionOf(database: DatabaseHandle, taskItemName: string): Promise<QuestionInstance> {
  return storedQuestion(learningDb(database) as Kysely<LearningDatabase>, taskItemName);
}

/**
 * Nothing in a response may give the answer away before it is answered: no worked-solution step,
 * no hint and no answer display (when it is not already written in the question itself).
 */
export function expectNoAnswerIn(response: unknown, instance: QuestionInstance): void {
  const json = JSON.stringify(response, (_key, value) => (typeof value === "bigint" ? value.toString() : value));
  const questionText = JSON.stringify(instance.text);
  const secrets = [...instance.solution, instance.hint, instance.answerDisplay]
    .map((secret) => JSON.stringify(secret).slice(1, -1))
    .filter((secret) => secret.length >= 4 && !questionText.includes(secret));
  for (const secret of secrets) expect(json, `leaked "${secret}"`).not.toContain(secret);
}
