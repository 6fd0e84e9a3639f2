import { mkdirSync } from "node:fs";
import { rightAnswer, storedQuestion } from "@sumwise/learning/testing";
import type { RunningStack } from "@sumwise/stack";
import { testPassword } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, openJourney } from "./browser.js";
import { lookAtBothWidths, newLearnerAccount } from "./player-steps.js";

/** Set SCREENSHOT_DIR=dir to keep each onboarding screen at 360 and 1280 px. */
const shots = process.env.SCREENSHOT_DIR;

describe("a new learner's onboarding, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  const look = (page: Page, name: string) => lookAtBothWidths(page, shots, `onboarding-${name}`, { fullPage: false });

  // biome-ignore lint/suspicious/noExplicitAny: the services' tables, read as only a test can.
  const db = (schema: string) => journey?.database.forSchema<any>(schema) as any;

  async function onboardingOf(email: string) {
    const user = await db("indy").selectFrom("indy_user").select("id").where("email", "=", email).executeTakeFirst();
    return db("indy").selectFrom("onboarding_state").selectAll().where("user_id", "=", user.id).executeTakeFirst();
  }

  async function logIn(page: Page, email: string) {
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
  }

  it("answers select my level, picks a course card, skips the introduction and walks the prompts", async () => {
    const email = await newLearnerAccount(stack, "onboarding");
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, email);

    // No course: the questionnaire, its year preselected from the date of birth; Start needs a confidence.
    await page.getByRole("heading", { name: "Choose your course" }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe("/learn/select-course");
    expect(await page.getByLabel("Which year are you in at school?").inputValue()).toBe("8");
    const start = page.getByRole("button", { name: "Start" });
    expect(await start.isDisabled()).toBe(true);
    await page.getByLabel("Fairly confident").check();
    expect(await start.isDisabled()).toBe(false);
    await look(page, "select-my-level");
    await start.click();

    // Year 8: the three course cards.
    await page.getByRole("heading", { name: "Which course would you like?" }).waitFor();
    for (const title of ["Pre-GCSE short course", "Full KS3", "Full GCSE"])
      await page.getByRole("heading", { name: title }).waitFor();
    await page.getByText("5-10 weeks").waitFor();
    expect(await page.getByText("2-3 years").count()).toBe(2);
    await look(page, "course-cards");
    await page.getByRole("button", { name: "Choose Full KS3" }).click();

    // The introduction: "Skip video >" (the walkthrough plays meanwhile); skipping sets the flag.
    await page.getByRole("heading", { name: "Welcome to Sumwise" }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/learn/introduction");
    await page.getByRole("heading", { name: "Your course, your level" }).waitFor();
    await look(page, "introduction");
    await page.getByRole("button", { name: "Skip video >" }).click();

    // The course (confidence 2 of 0-4 on KS3's four levels: C), with the three prompts in turn.
    await page.getByRole("heading", { level: 1, name: "KS3 C" }).waitFor({ timeout: 20_000 });
    expect((await onboardingOf(email)).has_watched_first_onboarding_video).toBe(true);
    await page.getByRole("heading", { name: "Choose your work" }).waitFor();
    await look(page, "prompt-explore");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Follow a course" }).waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Choose your work" }).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Personalised learning" }).waitFor();
    await look(page, "prompt-personalised");
    await page.getByRole("button", { name: "Got it!" }).click();
    // Then the course-selected tooltip.
    await page.getByRole("heading", { name: "Course selected" }).waitFor();
    await look(page, "tooltip");
    await page.getByRole("button", { name: "OK", exact: true }).click();
    await page.getByRole("heading", { name: "Course selected" }).waitFor({ state: "detached" });
    const flags = await onboardingOf(email);
    expect(flags.seen_learner_onboarding).toBe(true);
    expect(flags.seen_course_selected_tooltip).toBe(true);

    // The learn entry now goes straight to the course, with no prompt.
    await page.goto(`${stack.url}/learn/start`);
    await page.getByRole("heading", { level: 1, name: "KS3 C" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("heading", { name: "Choose your work" }).count()).toBe(0);
    await page.close();
  });

  it("rates the course too easy after the first Lesson Quiz and is told a harder level exists", async () => {
    const email = await newLearnerAccount(stack, "onboarding");
    // Reduced motion: the walkthrough waits for the learner instead of playing on its own.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
    await logIn(page, email);
    await page.getByRole("heading", { name: "Choose your course" }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Which year are you in at school?").selectOption("7");
    await page.getByLabel("Confident", { exact: true }).check();
    await page.getByRole("button", { name: "Start" }).click();
    // Year 7 goes straight to KS3, at C for confidence 3; the introduction plays to its end here.
    await page.getByRole("heading", { name: "Welcome to Sumwise" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("button", { name: "Play" }).count()).toBe(1);
    for (let scene = 0; scene < 3; scene++) await page.getByRole("button", { name: "Next", exact: true }).click();
    // At the end "Skip video >" has become "Start".
    expect(await page.getByRole("button", { name: "Skip video >" }).count()).toBe(0);
    await page.getByRole("button", { name: "Start" }).click();
    await page.getByRole("heading", { level: 1, name: "KS3 C" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Dismiss the introduction tips" }).click();
    await page.getByRole("heading", { name: "Course selected" }).waitFor();

    // The first lesson's quiz, all right.
    const lesson = (await page.locator(".lesson-card__link").first().getAttribute("href")) ?? "";
    await page.goto(`${stack.url}${lesson.replace("/learn/course/lesson", "/learn/course/quiz")}`);
    await page.getByRole("button", { name: "Start quiz" }).click();
    for (let guard = 0; guard < 40; guard++) {
      const results = page.getByRole("heading", { name: "Quiz results" });
      const article = page.locator("article.question");
      await Promise.race([results.waitFor(), article.waitFor()]);
      if (await results.isVisible()) break;
      const name = (await article.getAttribute("data-task-item")) ?? "";
      const fields = rightAnswer(await storedQuestion(db("learning"), name));
      if (fields.partAnswers.length > 0) {
        for (const [index, part] of fields.partAnswers.entries())
          await page.locator(".answer-field__input").nth(index).fill(part);
      } else if ((await page.locator("article.question input[type=radio]").count()) > 0) {
        await page.locator(`article.question input[type=radio][value="${fields.answer}"]`).check();
      } else {
        await page.locator(".answer-field__input").fill(fields.answer);
      }
      await page.getByRole("button", { name: "Check" }).click();
      await page.getByText("Answer saved").waitFor();
      await page.getByRole("button", { name: /Next question|See my results/ }).click();
      await page.locator(`article.question[data-task-item="${name}"]`).waitFor({ state: "detached" });
    }

    // The difficulty questionnaire: Answer waits for a choice; "Much too easy" → Did you know? → Continue.
    await page.getByText("How are you finding your course?").waitFor();
    const answer = page.getByRole("button", { name: "Answer" });
    expect(await answer.isDisabled()).toBe(true);
    for (const option of ["Much too easy", "A little easy", "About right", "A little difficult", "Much too difficult"])
      await page.getByLabel(option).waitFor();
    await page.getByLabel("Much too easy").check();
    await look(page, "difficulty-question");
    await answer.click();
    await page.getByRole("heading", { name: "Did you know?" }).waitFor();
    await page.getByText("KS3 D has harder questions than KS3 C").waitFor();
    await look(page, "difficulty-did-you-know");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: /^Lesson 1 – / }).waitFor();
    const rows = await db("learning").selectFrom("questionnaire_answer").selectAll().execute();
    expect(
      rows.map((row: { answer: number; end_action: string; end_view: string; course_name: string }) => row),
    ).toEqual([
      expect.objectContaining({
        answer: 1,
        end_action: "continue",
        end_view: "didyouknow",
        course_name: "courses/ks3-c",
      }),
    ]);
    expect((await onboardingOf(email)).has_acknowledged_difficulty_questionnaire).toBe(true);
    await page.close();
  });
});
