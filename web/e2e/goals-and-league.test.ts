import { mkdirSync } from "node:fs";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { GOAL_MESSAGES } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { grpcWebClientOf, markEmailVerified, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, openJourney } from "./browser.js";
import { answerAllRight, chooseCourse, lookAtBothWidths, questionOnScreen } from "./player-steps.js";

/** Set SCREENSHOT_DIR=dir to keep a picture of each goals and league screen at 360 and 1280 px. */
const screenshotDir = process.env.SCREENSHOT_DIR;

describe("a learner sets an XP goal, earns XP and sees their league, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(() => journey?.close());

  const look = (page: Page, name: string) => lookAtBothWidths(page, screenshotDir, name);
  const question = async (page: Page) => (await questionOnScreen(page, journey!.database)).instance;

  it("sets a weekly XP target, answers questions, sees the XP count toward it and their place in the league", async () => {
    const email = uniqueEmail("goals");
    await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
      indyUser: {
        email,
        firstName: "Ada",
        lastName: "Lovelace",
        dateOfBirth: { year: 2013, month: 9, day: 15 },
        learnerState: RoleState.ENABLED,
        supporterState: RoleState.DISABLED,
        countryCode: "GB",
      },
      password: testPassword,
      termsAccepted: true,
    });
    await markEmailVerified(email, testPassword);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${stack.url}/login`);
      await page.getByLabel("Username or email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(testPassword);
      await page.getByRole("button", { name: "Log in" }).click();
      await chooseCourse(page, { label: "KS3 A" });
      await page.getByRole("heading", { name: "KS3 A" }).waitFor();

      // No goal yet: the placeholder, then Add a goal with its two cards.
      await page.goto(`${stack.url}/activity/goals`);
      await page.getByRole("heading", { name: "Create a goal" }).waitFor();
      await look(page, "goals-empty");
      await page.getByRole("link", { name: "Add a goal" }).click();
      await page.getByRole("heading", { name: "Add a goal" }).waitFor();
      await look(page, "goals-select");
      await page.getByRole("link", { name: "Choose XP Target" }).click();
      await page.getByRole("heading", { name: "Set an XP Target" }).waitFor();
      expect(await page.getByRole("radio", { name: /Basic/ }).isChecked()).toBe(true);
      await look(page, "goals-xp-create");
      await page.getByRole("button", { name: "Set goal" }).click();
      await page.getByText("0 of 75 XP this week").waitFor();

      // Editing: save stays off until the choice changes.
      await page.getByRole("link", { name: "Edit" }).first().click();
      await page.getByRole("heading", { name: "Change your XP Target" }).waitFor();
      expect(await page.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
      await page.getByText("Casual").click();
      expect(await page.getByRole("button", { name: "Save" }).isDisabled()).toBe(false);
      await page.getByRole("link", { name: "Cancel" }).click();
      await page.getByText("0 of 75 XP this week").waitFor();

      // Select goal now says XP Target is already set; On Track's date picker runs from this year.
      await page.getByRole("link", { name: "Add a goal" }).click();
      await page.getByText("Already set").waitFor();
      await page.getByRole("link", { name: "Choose On Track" }).click();
      await page.getByRole("heading", { name: "Get On Track" }).waitFor();
      const years = await page.getByLabel("Year").locator("option").allTextContents();
      const thisYear = new Date().getFullYear();
      expect(years).toEqual(["Year", ...Array.from({ length: 6 }, (_, i) => String(thisYear + i))]);
      expect(await page.getByRole("button", { name: "Set goal" }).isDisabled()).toBe(true);
      await page.getByLabel("Day").selectOption("1");
      await page.getByLabel("Month").selectOption({ label: "January" });
      await page.getByLabel("Year").selectOption(String(thisYear + 1));
      await look(page, "goals-on-track-create");
      await page.getByRole("button", { name: "Set goal" }).click();
      await page.getByText(`Finish your course by 1 January ${thisYear + 1}`).waitFor();
      // Both goals set: Add a goal is off.
      expect(await page.getByRole("link", { name: "Add a goal" }).getAttribute("aria-disabled")).toBe("true");

      // Answer a unit of questions right: its task completes and earns XP.
      await page.goto(`${stack.url}/learn/course`);
      await page.getByRole("link", { name: /^Lesson 1 – / }).click();
      await page.locator(".topic-card__title").first().click();
      await page.locator(".unit-card a").first().click();
      await answerAllRight(page, journey!.database);

      // The XP reaches the goal (the award arrives through LearningService's relay).
      await page.goto(`${stack.url}/activity/goals`);
      const progress = page.locator(".goal-card__numbers").first();
      for (let tries = 0; tries < 20 && (await progress.textContent())?.startsWith("0 of"); tries++) {
        await page.waitForTimeout(500);
        await page.reload();
        await progress.waitFor();
      }
      expect(await progress.textContent()).toMatch(/^[1-9]\d* of 75 XP this week$/);
      await look(page, "goals-with-xp");

      // Removing asks the spec's question first.
      await page.getByRole("button", { name: "Remove" }).first().click();
      await page.getByRole("dialog").getByText(GOAL_MESSAGES.removeQuestion).waitFor();
      await look(page, "goals-remove");
      await page.getByRole("button", { name: "Keep it" }).click();

      // The league: the learner by first name and initial, with the week's countdown.
      await page.goto(`${stack.url}/activity/league-table`);
      await page.getByRole("heading", { name: "This week's league" }).waitFor();
      await page.locator(".league-row--you").getByText("Ada L.").waitFor();
      expect(await page.locator(".league-row--you .league-row__rank").textContent()).toBe("1st");
      await page.getByText("This week ends in").waitFor();
      await look(page, "league-table");
    } catch (failure) {
      console.log(
        `failed at ${page.url()}:\n${(
          await page
            .locator("main")
            .innerText()
            .catch(() => "")
        ).slice(0, 2000)}`,
      );
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/failure.png`, fullPage: true });
      throw failure;
    } finally {
      await page.close();
    }
  });
});
