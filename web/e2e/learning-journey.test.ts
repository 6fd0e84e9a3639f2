import { mkdirSync } from "node:fs";
import { rightAnswer, wrongAnswer, wrongFormAnswer } from "@sumwise/learning/testing";
import { learningMessages, quizMessages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { testPassword } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, openJourney } from "./browser.js";
import { answer, answerAllRight, moveOn, newLearnerAccount, questionOnScreen } from "./player-steps.js";

/** Set SCREENSHOTS=dir to keep a picture of each learning screen at phone and desktop widths. */
const screenshotDir = process.env.SCREENSHOTS;

describe("a new learner learns, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(() => journey?.close());

  const question = async (page: Page) => (await questionOnScreen(page, journey!.database)).instance;

  /** The size the current journey runs at (look() returns to it). */
  let size = { width: 1280, height: 800 };

  /** Audits the page at both widths, keeping screenshots when asked. */
  async function look(page: Page, name: string) {
    await audit(page);
    if (!screenshotDir) return;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png` });
    }
    await page.setViewportSize(size);
  }

  const sizes = [
    { size: "desktop", viewport: { width: 1280, height: 800 } },
    { size: "phone", viewport: { width: 360, height: 780 } },
  ];
  it.each(sizes)(
    "picks a course, answers right, wrong and in the wrong form, completes a topic, and takes the quiz ($size)",
    async ({ viewport }) => {
      const email = await newLearnerAccount(stack, "learning");
      const page = await browser.newPage({ viewport });
      size = viewport;
      try {
        await learn(page, email);
      } catch (failure) {
        // Where it stopped, for whoever reads the failure.
        console.log(
          `failed at ${page.url()}:\n${(
            await page
              .locator("main")
              .innerText()
              .catch(() => "")
          ).slice(0, 2000)}`,
        );
        if (screenshotDir)
          await page.screenshot({ path: `${screenshotDir}/failure-${size.width}.png`, fullPage: true });
        throw failure;
      }
      await page.close();
    },
  );

  async function learn(page: Page, email: string) {
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();

    // No course yet: the learn entry sends the learner to choose one, KS3 preselected from their age.
    await page.getByRole("heading", { name: "Choose your course" }).waitFor({ timeout: 30_000 });
    // The select-my-level questionnaire first (onboarding-journey covers it); this journey uses the picker.
    await page.getByRole("button", { name: "Choose from all courses" }).click();
    expect(await page.getByLabel("Course", { exact: true }).inputValue()).toBe("KS3");
    await page.getByText("Example questions will be shown here once you have selected a Course and Level").waitFor();
    expect(await page.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    // Only UK courses for a UK learner, each named once.
    const levels = await page.getByLabel("Level").locator("option").allTextContents();
    expect(levels).toEqual(["Select a level", "KS3 A", "KS3 B", "KS3 C", "KS3 D"]);
    await page.getByLabel("Level").selectOption({ label: "KS3 A" });
    await page.locator(".example-questions .katex").first().waitFor();
    expect(await page.getByRole("button", { name: "Previous example" }).isDisabled()).toBe(true);
    await look(page, "select-course");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: "Skip video >" }).click();

    // My Course: the lessons in order; lesson 1 opens.
    await page.getByRole("heading", { name: "KS3 A" }).waitFor();
    await page.getByText("Finished? Pick your next course now!").waitFor();
    await look(page, "course");
    await page.getByRole("link", { name: /^Lesson 1 – / }).click();
    const lessonHeading = page.getByRole("heading", { level: 1, name: /^Lesson 1 – / });
    await lessonHeading.waitFor();
    await look(page, "lesson");

    // The first topic, and its first unit.
    await page.locator(".topic-card__title").first().click();
    await page.locator(".unit-card").first().waitFor();
    const topicTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await look(page, "topic");
    await page.locator(".unit-card a").first().click();

    // A wrong answer, then the wrong form and an unreadable one (neither counts), then help.
    let instance = await question(page);
    const wrong = wrongAnswer(instance);
    await answer(page, wrong);
    await page.getByText("Not quite").waitFor();
    if (wrong.feedback)
      await page.locator(".feedback__message").getByText(wrong.feedback.slice(0, 20)).first().waitFor();
    const wrongForm = wrongFormAnswer(instance);
    if (wrongForm) {
      await answer(page, wrongForm);
      await page.getByText("Nearly there: check how it is written").waitFor();
    }
    if (instance.answer.kind !== "choice") {
      await answer(page, { answer: "@@@", partAnswers: instance.answer.kind === "multi" ? ["@@@", "@@@"] : [] });
      await page.getByText("This does not count as an attempt.").first().waitFor();
    }
    await look(page, "player-feedback");
    await page.getByRole("button", { name: "Show me how" }).click();
    await page.getByRole("heading", { name: "Worked solution" }).waitFor();
    instance = await question(page);
    await answer(page, rightAnswer(instance));
    await page.getByText("Correct!").waitFor();
    await look(page, "player-correct");
    await moveOn(page);
    await answerAllRight(page, journey!.database);

    // Every other unit of the topic, until the topic is complete.
    for (let unit = 1; unit < 12; unit++) {
      await page.getByRole("link", { name: "Back to the topic" }).click();
      await page.getByRole("heading", { level: 1, name: topicTitle }).waitFor();
      const next = page.locator(".unit-card:not(.unit-card--done) a").first();
      if ((await next.count()) === 0) break;
      await next.click();
      await answerAllRight(page, journey!.database);
    }
    await page.getByText("Topic complete!").first().waitFor();

    // The Lesson Quiz: one wrong answer, a look at leaving, the rest right, then the results.
    await page.getByRole("link", { name: /^← Lesson 1/ }).click();
    await page.getByRole("link", { name: "Take the quiz" }).click();
    await page.getByText(learningMessages.startQuiz).waitFor();
    await look(page, "quiz-start");
    await page.getByRole("button", { name: "Start quiz" }).click();
    instance = await question(page);
    await answer(page, wrongAnswer(instance));
    await page.getByText("Answer saved").waitFor();
    await moveOn(page);
    await page.getByRole("button", { name: "Leave quiz" }).click();
    await page.getByText(learningMessages.leaveQuiz).waitFor();
    await look(page, "quiz-leave");
    await page.getByRole("button", { name: "Stay in the quiz" }).click();
    for (let guard = 0; guard < 40; guard++) {
      const results = page.getByRole("heading", { name: "Quiz results" });
      const article = page.locator("article.question");
      await Promise.race([results.waitFor(), article.waitFor()]);
      if (await results.isVisible()) break;
      instance = await question(page);
      await answer(page, rightAnswer(instance));
      await page.getByText("Answer saved").waitFor();
      await moveOn(page);
    }
    await page.getByRole("heading", { name: "Quiz results" }).waitFor();
    const score = (await page.locator(".score__value").textContent()) ?? "";
    expect(Number.parseInt(score, 10)).toBeGreaterThanOrEqual(50);
    expect(await page.getByText(quizMessages.mustPass).count()).toBe(0);
    await page.getByText("This was your first try at this quiz.").waitFor();
    await page.getByText("Which questions did I get wrong?").click();
    await page.locator(".wrong-question .worked-solution").first().waitFor();
    await look(page, "quiz-results");

    // Home greets the learner back now that a question has been answered.
    await page.goto(`${stack.url}/learn`);
    await page.getByRole("heading", { name: "Welcome back, Ada" }).waitFor();
  }
});
