import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { baseEnvSchema, type DatabaseHandle, EmailLinks, loadConfig } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { connectClientOf, signUpLearner, testEnv } from "@sumwise/stack/testing";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, openJourney } from "./browser.js";

describe("modes, the demo flag and email unsubscribe, in Chromium through the gateway", () => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let browser: Browser;

  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ database, stack, browser } = journey);
  });
  afterAll(() => journey?.close());

  // biome-ignore lint/suspicious/noExplicitAny: the test plays the operator, changing flags with SQL.
  const indyDb = () => database.forSchema<any>("indy");
  const setFlag = (name: string, enabled: boolean) =>
    indyDb().updateTable("feature_flag").set({ enabled }).where("name", "=", name).execute();
  const pathOf = (url: string) => new URL(url).pathname;

  afterEach(async () => {
    await setFlag("showMaintenancePage", false);
    await setFlag("enableDemo", true);
    await setFlag("enableSignUp", true);
  });

  it("sends every visitor to the maintenance page while the flag is on, and onward once it is off", async () => {
    await setFlag("showMaintenancePage", true);
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByRole("heading", { name: "We'll be back soon!" }).waitFor();
    await audit(page);
    expect(pathOf(page.url())).toBe("/maintenance");
    await page.goto(`${stack.url}/sign-up`);
    await page.getByRole("heading", { name: "We'll be back soon!" }).waitFor();
    await page.close();

    await setFlag("showMaintenancePage", false);
    const later = await browser.newPage();
    await later.goto(`${stack.url}/maintenance`);
    await later.getByRole("heading", { name: "Log in" }).waitFor();
    expect(pathOf(later.url())).toBe("/login");
    await later.close();
  });

  it("sends /tryme to sign-up while the demo is off", async () => {
    await setFlag("enableDemo", false);
    const page = await browser.newPage();
    await page.goto(`${stack.url}/tryme`);
    await page.getByRole("heading", { name: "Build maths confidence fast" }).waitFor();
    expect(pathOf(page.url())).toBe("/sign-up");
    await page.close();
  });

  it("sends sign-up routes to register interest while sign-up is off", async () => {
    await setFlag("enableSignUp", false);
    const page = await browser.newPage();
    await page.goto(`${stack.url}/learner-sign-up`);
    await page.getByRole("heading", { name: "Sign-up is closed for now" }).waitFor();
    await audit(page);
    expect(pathOf(page.url())).toBe("/register-interest");
    await page.close();
  });

  it("unsubscribes with an email's link, resubscribes, and shows the error state for an incomplete link", async () => {
    const indy = connectClientOf(IndyService, stack.services.indy!.url);
    const learner = await signUpLearner(indy, "Una");
    const links = EmailLinks.fromConfig(loadConfig(baseEnvSchema, { ...testEnv, PUBLIC_URL: stack.url }));
    const page = await browser.newPage();
    await page.goto(links.unsubscribeUrl(learner.name, "weekly-activity"));
    await page.getByRole("heading", { name: "You have been unsubscribed" }).waitFor();
    await audit(page);
    await page.getByText("You will no longer get weekly activity emails from Sumwise.").waitFor();
    expect(await page.getByRole("link", { name: "Tell us why you unsubscribed" }).getAttribute("href")).toMatch(
      /^mailto:/,
    );
    const stored = () =>
      indyDb()
        .selectFrom("email_subscription")
        .select("subscribed")
        .where("user_id", "=", learner.name.replace("indyUsers/", ""))
        .executeTakeFirst();
    expect(await stored()).toEqual({ subscribed: false });
    await page.getByRole("button", { name: "Resubscribe" }).click();
    await page.getByText("You've been resubscribed!").waitFor();
    expect(await stored()).toEqual({ subscribed: true });

    await page.goto(`${stack.url}/email/unsubscribe?type=weekly-activity`);
    await page.getByRole("heading", { name: "Oops! Something has gone wrong." }).waitFor();
    await audit(page);
    await page.goto(`${stack.url}/email/unsubscribe?type=weekly-activity&token=forged.token`);
    await page.getByRole("heading", { name: "Oops! Something has gone wrong." }).waitFor();
    await page.close();
  });
});
