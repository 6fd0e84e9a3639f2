import { mkdirSync } from "node:fs";
import type { DatabaseHandle } from "@sumwise/kit";
import { rightAnswer, wrongAnswer } from "@sumwise/learning/testing";
import type { RunningStack } from "@sumwise/stack";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, openJourney } from "./browser.js";
import { answer, lookAtBothWidths, questionOnScreen } from "./player-steps.js";

/** Set SCREENSHOT_DIR=dir to keep a picture of each demo screen at phone and desktop widths. */
const shots = process.env.SCREENSHOT_DIR;

describe("the public demo, in Chromium through the gateway", () => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ database, stack, browser } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  const look = (page: Page, name: string) => lookAtBothWidths(page, shots, `demo-${name}`);

  // biome-ignore lint/suspicious/noExplicitAny: the test reads the services' tables as only a test can.
  const schema = (name: string) => database.forSchema<any>(name);
  const demoUsers = async () =>
    (await schema("indy").selectFrom("indy_user").select("id").where("anonymous", "=", true).execute()).length;
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it("chooses, starts, answers real questions right and wrong, and signs up as a parent", async () => {
    const before = await demoUsers();
    const page = await browser.newPage();
    await page.goto(`${stack.url}/tryme`);
    await page.getByRole("heading", { name: "Try Sumwise" }).waitFor({ timeout: 20_000 });
    await page.getByText("Get over 30,000 questions and videos").waitFor();
    // Visiting creates no account.
    expect(await demoUsers()).toBe(before);

    const start = page.getByRole("button", { name: "Start" });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole("radio", { name: "I'm a parent" }).check();
    await page.getByRole("radio", { name: "Year 9" }).check();
    // The GCSE question only for Year 9.
    const gcse = page.getByRole("group", { name: "Has your child started GCSE maths?" });
    await gcse.waitFor();
    await page.getByRole("radio", { name: "Year 10" }).check();
    await gcse.waitFor({ state: "detached" });
    await page.getByRole("radio", { name: "Year 9" }).check();
    await gcse.getByRole("radio", { name: "Yes" }).check();
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole("radio", { name: "Quite confident" }).check();
    expect(await start.isDisabled()).toBe(false);
    await look(page, "chooser");
    expect(await demoUsers()).toBe(before);

    await start.click();
    // Year 9 with GCSE, confidence 2: GCSE F+ (@sumwise/rules demoLevel).
    await page.waitForURL(/\/tryme\/maths\?level=gcse-fplus&as=parent$/, { timeout: 20_000 });
    expect(await demoUsers()).toBe(before + 1);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Try another level", "Contact us"]);
    expect(await nav.getByRole("button", { name: "Log out" }).count()).toBe(0);

    const first = await questionOnScreen(page, database, 20_000);
    expect(first.name).toMatch(/^indyUsers\/[^/]+\/packages\//);
    await look(page, "question");
    await answer(page, wrongAnswer(first.instance));
    await page.getByText("Not quite").waitFor();
    await look(page, "wrong");
    await answer(page, rightAnswer(first.instance));
    await page.getByText("Correct!").waitFor();

    // The answers count nowhere: no event for the activity ledger.
    const attempts = await schema("learning")
      .selectFrom("attempt")
      .select("id")
      .where("package_id", "=", first.name.split("/")[3])
      .execute();
    expect(attempts).toHaveLength(2);
    const events = await schema("learning")
      .selectFrom("outbox")
      .select("id")
      .where("payload", "@>", JSON.stringify({ indyUserName: first.name.split("/packages/")[0] }))
      .execute();
    expect(events).toHaveLength(0);

    // Sign up: a parent goes to the supporter sign-up, signed out (the form is for signed-out visitors).
    await page.locator("header").getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(/\/supporter-sign-up/, { timeout: 20_000 });
    await page
      .getByRole("heading", { name: /Sign up/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toMatch(/^\/supporter-sign-up/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("firebase:authUser"))),
    ).toBe(false);
    await page.close();
  });

  it("leads a learner to the learner sign-up, and sends /tryme/maths back to the chooser before Start", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/tryme/maths?level=ks3-b&as=learner`);
    await page.getByRole("heading", { name: "Try Sumwise" }).waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe("/tryme");

    await page.getByRole("radio", { name: "I'm a learner" }).check();
    await page.getByRole("radio", { name: "Year 7" }).check();
    expect(await page.getByRole("group", { name: /GCSE/ }).count()).toBe(0);
    await page.getByRole("radio", { name: "Very confident" }).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.waitForURL(/\/tryme\/maths\?level=ks3-c&as=learner$/, { timeout: 20_000 });
    const { instance } = await questionOnScreen(page, database, 20_000);
    await answer(page, rightAnswer(instance));
    await page.getByText("Correct!").waitFor();
    await page.locator("header").getByRole("button", { name: "Sign up" }).click();
    await page
      .getByRole("heading", { name: "Sign up as a Learner" })
      .waitFor({ timeout: 20_000 })
      .catch(async (error) => {
        throw new Error(`${error}\nat ${page.url()}: ${(await page.locator("body").innerText()).slice(0, 300)}`);
      });
    expect(pathOf(page)).toBe("/learner-sign-up");
    await page.close();
  });
});
