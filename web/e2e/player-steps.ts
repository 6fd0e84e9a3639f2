/**
 * Steps the browser journeys share: a learner account made through the gateway, and the question
 * player driven as a learner would (reading each question's answer from the database, as only a test
 * can).
 */
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { type AnswerFields, rightAnswer, storedQuestion } from "@sumwise/learning/testing";
import type { RunningStack } from "@sumwise/stack";
import { grpcWebClientOf, markEmailVerified, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Page } from "playwright-core";
import { audit } from "./axe.js";

/**
 * A verified learner with their own account (Ada Tester, born September 2013: 13, old enough for their
 * own account, and the oldest of Year 8 in 2026/27, so KS3 is preselected). Returns the email.
 */
export async function newLearnerAccount(stack: RunningStack, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
    indyUser: {
      email,
      firstName: "Ada",
      lastName: "Tester",
      dateOfBirth: { year: 2013, month: 9, day: 15 },
      learnerState: RoleState.ENABLED,
      supporterState: RoleState.DISABLED,
      countryCode: "GB",
    },
    password: testPassword,
    termsAccepted: true,
  });
  await markEmailVerified(email, testPassword);
  return email;
}

/** The question on screen: its task item's name and the stored question behind it. */
export async function questionOnScreen(page: Page, database: DatabaseHandle, timeout?: number) {
  const article = page.locator("article.question");
  await article.waitFor(timeout === undefined ? undefined : { timeout });
  const name = (await article.getAttribute("data-task-item")) ?? "";
  // biome-ignore lint/suspicious/noExplicitAny: the learning schema's tables, typed by the service
  return { name, instance: await storedQuestion(database.forSchema<any>("learning") as never, name) };
}

/** Types an answer into whatever box the question has, and presses Check. */
export async function answer(page: Page, fields: AnswerFields): Promise<void> {
  if (fields.partAnswers.length > 0) {
    for (const [index, part] of fields.partAnswers.entries())
      await page.locator(".answer-field__input").nth(index).fill(part);
  } else if ((await page.locator("article.question input[type=radio]").count()) > 0) {
    await page.locator(`article.question input[type=radio][value="${fields.answer}"]`).check();
  } else {
    await page.locator(".answer-field__input").fill(fields.answer);
  }
  await page.getByRole("button", { name: "Check" }).click();
}

/** Presses Next (or Finish / See my results) and waits until the answered question has gone. */
export async function moveOn(page: Page): Promise<void> {
  const name = (await page.locator("article.question").getAttribute("data-task-item")) ?? "";
  await page.getByRole("button", { name: /Next question|Finish|See my results/ }).click();
  // The next page may be a lazy route: the old question stays on screen while it loads.
  await page.locator(`article.question[data-task-item="${name}"]`).waitFor({ state: "detached" });
}

/**
 * Answers every question of the player right until its completion panel. `afterCorrect` runs after each
 * "Correct!" (e.g. to close a Level Up! dialog).
 */
export async function answerAllRight(
  page: Page,
  database: DatabaseHandle,
  afterCorrect: () => Promise<void> = async () => {},
): Promise<void> {
  for (let guard = 0; guard < 40; guard++) {
    const panel = page.locator(".completion");
    const article = page.locator("article.question");
    await Promise.race([panel.waitFor(), article.waitFor()]);
    if (await panel.isVisible()) return;
    await answer(page, rightAnswer((await questionOnScreen(page, database)).instance));
    await page.getByText("Correct!").waitFor();
    await afterCorrect();
    await moveOn(page);
  }
  throw new Error("the player never showed its completion panel");
}

/**
 * Audits the page (axe: no serious or critical findings) and, when `dir` is set, keeps screenshots at
 * 360 and 1280 px named `{name}-{width}.png`; the viewport is put back afterwards.
 */
export async function lookAtBothWidths(
  page: Page,
  dir: string | undefined,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await audit(page);
  if (!dir) return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: options.fullPage ?? true });
  }
  await page.setViewportSize(original);
}

/**
 * On "Choose your course" for a learner with none: the course picker (not the select-my-level
 * questionnaire, which onboarding-journey covers), the level, Save, then "Skip video >" past the
 * introduction to the course.
 */
export async function chooseCourse(page: Page, level: { label: string } | { index: number }): Promise<void> {
  await page.getByRole("heading", { name: "Choose your course" }).waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Choose from all courses" }).click();
  await page.getByLabel("Level").selectOption(level);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Skip video >" }).click({ timeout: 20_000 });
}
