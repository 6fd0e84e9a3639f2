import { mkdirSync } from "node:fs";
import { rightAnswer } from "@sumwise/learning/testing";
import { justForYouMessages, localDate } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { testPassword } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, openJourney } from "./browser.js";
import {
  answer,
  answerAllRight,
  chooseCourse,
  lookAtBothWidths,
  newLearnerAccount,
  questionOnScreen,
} from "./player-steps.js";

/** Set SCREENSHOT_DIR=dir to keep pictures of the Just For You screens at 360 and 1280 px. */
const shots = process.env.SCREENSHOT_DIR;
/** The learner's browser is in India: their day is Kolkata's, not the server's. */
const timeZone = "Asia/Kolkata";

describe("Just For You, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  const look = (page: Page, name: string) => lookAtBothWidths(page, shots, `jfy-${name}`);
  const question = async (page: Page) => (await questionOnScreen(page, journey!.database)).instance;

  it("is locked until a first answer, then the Daily Challenge opens, is completed and starts a streak", async () => {
    const email = await newLearnerAccount(stack, "jfy");
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, timezoneId: timeZone });
    try {
      await page.goto(`${stack.url}/login`);
      await page.getByLabel("Username or email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(testPassword);
      await page.getByRole("button", { name: "Log in" }).click();
      await chooseCourse(page, { label: "KS3 A" });
      await page.getByRole("heading", { name: "KS3 A" }).waitFor();

      // Home: the widget, with the Daily Challenge locked and the Weekly Workout open.
      await page.goto(`${stack.url}/learn`);
      const widget = page.locator(".home-page__jfy");
      await widget.getByText(justForYouMessages.dailyLocked).waitFor();
      await widget.locator(".jfy-card--weekly .jfy-card__time").waitFor();
      await look(page, "home-locked");

      // The Just for you page, locked too.
      await page.goto(`${stack.url}/learn/just-for-you`);
      await page.getByRole("heading", { level: 1, name: "Just for you" }).waitFor();
      await page.locator(".jfy-card--daily.jfy-card--locked").waitFor();
      await page.locator(".jfy-card--weekly.jfy-card--inactive").waitFor();
      expect(await page.locator(".jfy-card--weekly .jfy-card__time").textContent()).toMatch(
        /^(\d+ days?|\d+ hours?) left to complete$|^Less than 1 hour left to complete/,
      );
      await look(page, "locked");

      // A first answer in a lesson.
      await page.getByRole("link", { name: "Go to my course" }).click();
      await page.getByRole("link", { name: /^Lesson 1 – / }).click();
      await page.locator(".topic-card__title").first().click();
      await page.locator(".unit-card a").first().click();
      await answer(page, rightAnswer(await question(page)));
      await page.getByText("Correct!").waitFor();

      // The Daily Challenge opens: start it, answer every question, complete.
      await page.goto(`${stack.url}/learn/just-for-you`);
      const daily = page.locator(".jfy-card--daily");
      await daily.locator(".jfy-card__time").waitFor();
      expect(await daily.locator(".jfy-card__count").textContent()).toBe("0 of 5 done");
      await look(page, "open");
      await daily.getByRole("link", { name: "Start your Daily Challenge" }).click();
      await page.getByRole("heading", { level: 1, name: "Daily Challenge" }).waitFor();
      await question(page);
      await look(page, "player");
      await answerAllRight(page, journey!.database);
      await page.getByRole("heading", { name: "Daily Challenge complete!" }).waitFor();
      await look(page, "player-complete");
      await page.getByRole("link", { name: "Back to Just for you" }).click();

      // Complete, with a one-day streak; the package was made for the learner's day in Kolkata.
      await page.locator(".jfy-card--daily.jfy-card--complete").waitFor();
      expect(await page.locator(".jfy-card--daily .jfy-card__streak").textContent()).toBe("1 day streak");
      expect(await page.locator(".jfy-card--daily .jfy-card__count").textContent()).toBe("5 of 5 done");
      await look(page, "complete");
      const rows = await journey!.database
        // biome-ignore lint/suspicious/noExplicitAny: the learning schema's tables, typed by the service
        .forSchema<any>("learning")
        .selectFrom("package")
        .select(["scope", "time_zone", "status"])
        .where("package_type", "=", "daily_challenge")
        // Chromium names Kolkata by its older IANA name, Asia/Calcutta (a link to the same zone).
        .where("time_zone", "in", [timeZone, "Asia/Calcutta"])
        .execute();
      expect(rows.map((row) => [row.scope, row.status])).toContainEqual([localDate(new Date(), timeZone), "finished"]);

      // Home shows it complete too.
      await page.goto(`${stack.url}/learn`);
      await page.locator(".home-page__jfy .jfy-card--daily.jfy-card--complete").waitFor();
      await look(page, "home-complete");
    } catch (failure) {
      console.log(
        `failed at ${page.url()}:\n${(
          await page
            .locator("main")
            .innerText()
            .catch(() => "")
        ).slice(0, 2000)}`,
      );
      if (shots) await page.screenshot({ path: `${shots}/jfy-failure.png`, fullPage: true });
      throw failure;
    } finally {
      await page.close();
    }
  });
});
