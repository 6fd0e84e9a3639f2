import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { AnswerResult, LearningEventKind } from "@sumwise/gen/activity/v1/learning_events_pb";
import { type BaseConfig, ServiceTokens, serviceTokenHeader, serviceTokenSecret } from "@sumwise/kit";
import { rightAnswer } from "@sumwise/learning/testing";
import type { RunningStack } from "@sumwise/stack";
import { type Cast, childPassword, connectClientOf, createCast } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, openJourney } from "./browser.js";
import { answer, chooseCourse, questionOnScreen } from "./player-steps.js";

/** Set SCREENSHOTS=dir to keep a picture of each activity screen at phone and desktop widths. */
const screenshotDir = process.env.SCREENSHOTS ?? process.env.SCREENSHOT_DIR;

describe("a learner's activity, and their supporter's view of it, in Chromium", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;
  let cast: Cast;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    cast = await createCast(stack);
    if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(() => journey?.close());

  const question = async (page: Page) => (await questionOnScreen(page, journey!.database)).instance;

  /**
   * Tasks the learner completed earlier, as LearningService's relay reports them to ActivityService:
   * `tasks` tasks of 3 right answers, 15 XP each (so the journey's own answers pass a level).
   */
  async function earlierTasks(learner: string, tasks: number) {
    const activity = connectClientOf(ActivityService, stack.services.activity!.url);
    const token = await new ServiceTokens(serviceTokenSecret({} as BaseConfig), "learning").sign("activity");
    const course = "courses/year6-a";
    for (let t = 0; t < tasks; t++) {
      const task = `${learner}/packages/${randomUUID()}/tasks/0`;
      const common = {
        indyUserName: learner,
        occurTime: timestampFromDate(new Date()),
        courseName: course,
        partName: `${course}/parts/number-place-value-1`,
        taskName: task,
      };
      const answers = [0, 1, 2].map((i) => ({
        ...common,
        idempotencyKey: `answer:${randomUUID()}`,
        kind: LearningEventKind.ANSWER,
        taskItemName: `${task}/taskItems/${i}`,
        answerResult: AnswerResult.CORRECT,
        correct: true,
        timeTakenMs: 40_000,
      }));
      const done = {
        ...common,
        idempotencyKey: `task-completed:${randomUUID()}`,
        kind: LearningEventKind.TASK_COMPLETED,
      };
      await activity.recordLearningEvents({ events: [...answers, done] }, { headers: { [serviceTokenHeader]: token } });
    }
  }

  async function look(page: Page, name: string) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      // The area's layout changes with the width (menu list on phones): let it settle first.
      await page.waitForTimeout(150);
      await audit(page, `${new URL(page.url()).pathname} at ${width}`);
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  /** Answers a unit's questions right until its completion panel; true if "Level Up!" showed. */
  async function answerUnit(page: Page): Promise<boolean> {
    let levelledUp = false;
    for (let guard = 0; guard < 40; guard++) {
      const panel = page.locator(".completion");
      const article = page.locator("article.question");
      await Promise.race([panel.waitFor(), article.waitFor()]);
      if (await panel.isVisible()) break;
      await answer(page, rightAnswer(await question(page)));
      await page.getByText("Correct!").waitFor();
      // A task's last right answer completes it: its award, and Level Up! when a level was passed.
      levelledUp = (await closeLevelUp(page)) || levelledUp;
      const name = (await article.getAttribute("data-task-item")) ?? "";
      await page.getByRole("button", { name: /Next question|Finish/ }).click();
      await page.locator(`article.question[data-task-item="${name}"]`).waitFor({ state: "detached" });
    }
    await page.locator(".xp-award").waitFor({ timeout: 10_000 });
    return levelledUp;
  }

  /** Closes the Level Up! dialog if it shows within a moment; true if it did. */
  async function closeLevelUp(page: Page): Promise<boolean> {
    const levelUp = page.getByRole("dialog", { name: "Level Up!" });
    await levelUp.waitFor({ timeout: 2_000 }).catch(() => undefined);
    if (!(await levelUp.isVisible())) return false;
    await levelUp.getByText(/You've reached level \d+!/).waitFor();
    await page.locator(".xp-award").waitFor();
    await look(page, "level-up");
    await levelUp.getByRole("button", { name: "Keep going" }).click();
    await levelUp.waitFor({ state: "hidden" });
    return true;
  }

  it("stats, achievements and XP follow the learner's answers; the supporter sees the child's", async () => {
    const child = cast.consentedChild;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${stack.url}/login`);
      await page.getByLabel("Username or email").fill(child.username ?? "");
      await page.getByLabel("Password", { exact: true }).fill(childPassword);
      await page.getByRole("button", { name: "Log in" }).click();

      // A course first, then the empty stats.
      await chooseCourse(page, { index: 1 });
      await page.getByRole("link", { name: /^Lesson 1 – / }).waitFor();
      await page.goto(`${stack.url}/activity/stats`);
      await page.getByRole("heading", { name: "No stats yet" }).waitFor();
      await page
        .getByRole("link", { name: /Strengths and opportunities/ })
        .getByText("New")
        .waitFor();
      await look(page, "stats-empty");
      await page.goto(`${stack.url}/activity`);
      // Phones get the menu list at the root; a section has Back up to it.
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`${stack.url}/activity`);
      await page.getByRole("navigation", { name: "Activity" }).getByRole("link", { name: "Achievements" }).click();
      await page.getByRole("heading", { name: "Achievements", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Back" }).click();
      await page.getByRole("navigation", { name: "Activity" }).waitFor();
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/activity-menu-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // 90 XP from earlier tasks: the units answered now pass level 2 (100 XP, 5 XP a question).
      await earlierTasks(child.name, 6);
      await page.goto(`${stack.url}/learn/course`);
      await page.getByRole("link", { name: /^Lesson 1 – / }).click();
      await page.locator(".topic-card__title").first().click();
      await page.locator(".unit-card").first().waitFor();
      const topicTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      let levelledUp = false;
      for (let unit = 0; unit < 12 && !levelledUp; unit++) {
        const next = page.locator(".unit-card:not(.unit-card--done) a").first();
        await page.locator(".unit-card").first().waitFor();
        if ((await next.count()) === 0) break;
        await next.click();
        levelledUp = await answerUnit(page);
        // After a level-up the completion screens come first ("Level up!", then Continue to the topic).
        await page
          .getByRole("link", { name: "Back to the topic" })
          .or(page.getByRole("button", { name: "Continue" }))
          .click();
        await page.getByRole("heading", { level: 1, name: topicTitle }).waitFor();
      }
      expect(levelledUp).toBe(true);

      // The stats count them this week; the home card shows the level.
      await page.goto(`${stack.url}/activity/stats`);
      const correct = page.getByRole("region", { name: "Questions answered correctly" });
      await correct.waitFor();
      const thisWeek = Number(await correct.locator("dd").first().textContent());
      expect(thisWeek).toBeGreaterThanOrEqual(20);
      await page.getByRole("table", { name: "Time spent each week" }).waitFor({ state: "attached" });
      await look(page, "stats");
      await page.goto(`${stack.url}/activity/achievements`);
      const perfection = page.locator(".achievement", { hasText: "Question perfection" });
      await perfection.getByText(/^Level 1 of 5/).waitFor();
      await look(page, "achievements");
      await page.goto(`${stack.url}/activity/focus-topics`);
      await page.getByRole("heading", { name: "Strengths", exact: true }).waitFor();
      await look(page, "focus-topics");
      // Opening it marked it seen: no 'new' marker any more.
      await page.reload();
      await page.getByRole("heading", { name: "Strengths", exact: true }).waitFor();
      expect(
        await page
          .getByRole("link", { name: /Strengths and opportunities/ })
          .getByText("New")
          .count(),
      ).toBe(0);
      await page.goto(`${stack.url}/learn`);
      await page.getByRole("heading", { name: "Your stats" }).waitFor();
      await page.getByRole("link", { name: "See all stats" }).waitFor();
      await page
        .locator(".home-stats .xp-progress__level")
        .getByText(/Level [2-9]/)
        .waitFor();
      await look(page, "home");
    } finally {
      await page.close();
    }

    // The supporter: the child's stats, read-only, with a switcher between their two learners.
    const parent = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await parent.goto(`${stack.url}/login`);
      await parent.getByLabel("Username or email").fill(cast.supporter.email);
      await parent.getByLabel("Password", { exact: true }).fill("Secret123");
      await parent.getByRole("button", { name: "Log in" }).click();
      await parent.waitForURL(/\/parent/);
      await parent.goto(`${stack.url}/parent/activity/stats?child=${encodeURIComponent(child.name)}`);
      const correct = parent.getByRole("region", { name: "Questions answered correctly" });
      await correct.waitFor({ timeout: 20_000 });
      expect(Number(await correct.locator("dd").last().textContent())).toBeGreaterThanOrEqual(20);
      await parent.getByLabel("Learner").waitFor();
      await look(parent, "parent-stats");
      // Another supporter's child is not theirs to see.
      await parent.goto(`${stack.url}/parent/activity/stats?child=${encodeURIComponent(cast.otherChild.name)}`);
      await parent
        .getByText("We couldn't load this learner's activity; check you're logged into the correct parent account")
        .waitFor();
      await look(parent, "parent-wrong-child");
    } finally {
      await parent.close();
    }
  });
});
