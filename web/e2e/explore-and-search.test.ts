import { mkdirSync } from "node:fs";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { RunningStack } from "@sumwise/stack";
import { bearer, grpcWebClientOf, markEmailVerified, signIn, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, learnerGreeting, openJourney } from "./browser.js";

/** Set SCREENSHOT_DIR=dir to keep the search and Explore screens at phone and desktop widths. */
const shots = process.env.SCREENSHOT_DIR;
const course = "courses/gcse-fh";

describe("topic search and Explore all topics, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  // biome-ignore lint/suspicious/noExplicitAny: the test plays the operator, changing a flag with SQL.
  const indyDb = () => journey!.database.forSchema<any>("indy");
  const setExplore = (enabled: boolean) =>
    indyDb()
      .insertInto("feature_flag")
      .values({ name: "enableExplore", enabled, description: "" })
      .onConflict((oc) => oc.column("name").doUpdateSet({ enabled }))
      .execute();

  /** A GCSE learner (in the free trial), signed in on a new page at the given size. */
  async function learnerOnPage(viewport: { width: number; height: number }): Promise<Page> {
    const email = uniqueEmail("explore");
    await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
      indyUser: {
        email,
        firstName: "Ada",
        lastName: "Tester",
        dateOfBirth: { year: 2010, month: 9, day: 15 },
        learnerState: RoleState.ENABLED,
        supporterState: RoleState.DISABLED,
        countryCode: "GB",
      },
      password: testPassword,
      termsAccepted: true,
    });
    await markEmailVerified(email, testPassword);
    const token = await signIn(email, testPassword);
    await grpcWebClientOf(LearningService, stack.url).setCourseForUser({ courseName: course }, bearer(token));
    // Past the introduction (onboarding-journey covers it): straight to Home.
    await grpcWebClientOf(IndyService, stack.url).updateOnboardingState(
      { onboardingState: { hasWatchedFirstOnboardingVideo: true } },
      bearer(token),
    );
    const page = await browser.newPage({ viewport });
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await learnerGreeting(page, "Ada").waitFor({ timeout: 30_000 });
    return page;
  }

  /** A picture of the screen as it is (an open dropdown included), then axe at both widths. */
  async function look(page: Page, name: string) {
    if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png` });
    await audit(page);
  }

  it("finds 'pythag' from the top bar and opens its lesson (desktop, mouse)", async () => {
    const page = await learnerOnPage({ width: 1280, height: 800 });
    await page.getByRole("link", { name: "Explore: Questions and videos from your course" }).waitFor();
    const search = page.getByRole("combobox", { name: "Search topics" });
    await search.fill("pythag");
    const option = page.getByRole("option", { name: /^Pythagoras' theorem/ });
    await option.waitFor();
    await page.getByText(/^We've found \d+\+? results?\.$/).waitFor();
    expect(await page.getByRole("option").first().textContent()).toMatch(/^Pythagoras' theorem/);
    await look(page, "search-results");
    // The audit's phone width hid the field (and closed the dropdown); focus opens it again.
    await search.click();
    await option.click();
    await page.getByRole("heading", { level: 1, name: /^Lesson \d+ – / }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/learn/course/lesson");
    expect(await page.locator(".topic-card__title", { hasText: "Pythagoras' theorem" }).count()).toBe(1);

    await search.fill("zqxzqx");
    await page.getByText("No results found for 'zqxzqx'.").waitFor();
    await page.getByRole("button", { name: "Clear Search" }).click();
    expect(await search.inputValue()).toBe("");
    await page.close();
  });

  it("searches with the keyboard on a phone, the top bar still fitting", async () => {
    const page = await learnerOnPage({ width: 360, height: 780 });
    // Nothing in the top bar spills past the screen's edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Search topics" }).click();
    const search = page.getByRole("combobox", { name: "Search topics" });
    await search.pressSequentially("fractons");
    await page.getByRole("option").first().waitFor();
    expect(await page.getByRole("option").first().textContent()).toMatch(/fraction/i);
    await look(page, "search-results");
    await search.click();
    await search.press("ArrowDown");
    expect(await page.getByRole("option").first().getAttribute("aria-selected")).toBe("true");
    await search.press("Enter");
    await page.getByRole("heading", { level: 1, name: /^Lesson \d+ – / }).waitFor();
    await page.close();
  });

  it.each([
    { size: "desktop", viewport: { width: 1280, height: 800 } },
    { size: "phone", viewport: { width: 360, height: 780 } },
  ])("opens and collapses a strand on Explore all topics, and follows the flag ($size)", async ({ viewport }) => {
    const page = await learnerOnPage(viewport);
    await look(page, "home-explore-card");
    await page.getByRole("link", { name: "Explore: Questions and videos from your course" }).click();
    await page.getByRole("heading", { level: 1, name: /^Explore all topics for GCSE / }).waitFor();
    const strand = page.getByRole("button", { name: /^Geometry and measures/ });
    expect(await strand.getAttribute("aria-expanded")).toBe("false");
    const topic = page.getByRole("link", { name: /^Pythagoras' theorem/ });
    expect(await topic.isVisible()).toBe(false);
    await look(page, "explore");
    await strand.click();
    expect(await strand.getAttribute("aria-expanded")).toBe("true");
    await topic.waitFor();
    await look(page, "explore-open");
    await strand.click();
    await topic.waitFor({ state: "hidden" });
    await strand.click();
    await topic.click();
    await page.getByRole("heading", { level: 1, name: /^Pythagoras' theorem/ }).waitFor();

    // With the explore flag off the page sends the learner to the learn entry, and Home has no card.
    await setExplore(false);
    try {
      await page.goto(`${stack.url}/learn/explore`);
      await learnerGreeting(page, "Ada").waitFor();
      expect(new URL(page.url()).pathname).toBe("/learn");
      expect(await page.getByRole("link", { name: /^Explore:/ }).count()).toBe(0);
    } finally {
      await setExplore(true);
    }
    await page.close();
  });
});
