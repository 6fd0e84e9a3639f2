import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { accountMessages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { grpcWebClientOf, markEmailVerified, signIn, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, learnerGreeting, openJourney } from "./browser.js";

describe("the account page and the shell, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;

  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
  });
  afterAll(() => journey?.close());

  async function verifiedLearner(): Promise<string> {
    const email = uniqueEmail("account");
    await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
      indyUser: {
        email,
        firstName: "Ada",
        lastName: "Tester",
        dateOfBirth: { year: 2010, month: 5, day: 1 },
        learnerState: RoleState.ENABLED,
        supporterState: RoleState.DISABLED,
      },
      password: testPassword,
      termsAccepted: true,
    });
    await markEmailVerified(email, testPassword);
    return email;
  }

  async function logIn(page: Page, email: string, password = testPassword) {
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await audit(page);
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
  }

  it("renames the learner, refuses a wrong current password, and changes the password", async () => {
    const email = await verifiedLearner();
    const page = await browser.newPage();
    // A protected page sends the visitor to log in, then back to it.
    await page.goto(`${stack.url}/account`);
    await logIn(page, email);
    await page.getByRole("heading", { name: "Ada Tester" }).waitFor({ timeout: 20_000 });
    await audit(page);
    expect(new URL(page.url()).pathname).toBe("/account");

    // A learner's course card: nothing chosen yet, then a course saved and shown.
    await page.getByText("Course: not chosen yet").waitFor({ timeout: 20_000 });
    const picker = page.getByLabel("Choose your course");
    // The region rules (a non-Indian learner: UK and US courses only), each course named once.
    const groups = await picker.locator("optgroup").evaluateAll((all) => all.map((g) => g.getAttribute("label") ?? ""));
    expect(groups.length).toBeGreaterThan(0);
    for (const label of groups) expect(label).toMatch(/^United (Kingdom|States) · /);
    const texts = await picker.locator("option").allTextContents();
    expect(texts.filter((text) => /^(.+) \1/.test(text.split(" – ")[0] ?? ""))).toEqual([]);
    const option = picker.locator("option").nth(1);
    const courseName = (await option.getAttribute("value")) ?? "";
    await picker.selectOption(courseName);
    await page.getByRole("button", { name: "Set course" }).click();
    await page.getByText("Course saved").waitFor();
    const learning = grpcWebClientOf(LearningService, stack.url);
    const token = await signIn(email, testPassword);
    const chosen = await learning.getCourseForUser({}, { headers: { authorization: `Bearer ${token}` } });
    expect(chosen.courseName).toBe(courseName);

    const save = page.getByRole("button", { name: "Save name" });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel("First name").fill("Augusta");
    expect(await save.isDisabled()).toBe(false);
    await page.getByLabel("First name").press("Enter");
    await page.getByText("Changes saved").waitFor();
    await page.getByRole("heading", { name: "Augusta Tester" }).waitFor();
    await audit(page);
    // Within the app, without a reload, the home greeting already has the new name.
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home" }).click();
    await learnerGreeting(page, "Augusta").waitFor();
    await audit(page);
    await page.goto(`${stack.url}/account`);
    await page.getByRole("heading", { name: "Augusta Tester" }).waitFor({ timeout: 20_000 });

    const savePassword = page.getByRole("button", { name: "Save password" });
    await page.getByLabel("Current password").fill("Wrong1234");
    expect(await savePassword.isDisabled()).toBe(true);
    await page.getByLabel("New password").fill("Better123");
    await savePassword.click();
    await page.getByRole("alert").getByText(accountMessages.passwordIncorrect).waitFor();

    // Any other failure (here Firebase unreachable while re-checking the password) has its own message.
    const signInCalls = "**/identitytoolkit.googleapis.com/**/accounts:signInWithPassword*";
    await page.route(signInCalls, (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Current password").fill(testPassword);
    await savePassword.click();
    await page.getByRole("alert").getByText(accountMessages.passwordUnknownError).waitFor();
    await page.unroute(signInCalls);

    await page.getByLabel("Current password").fill(testPassword);
    await savePassword.click();
    await page.getByText("Password saved").waitFor();

    // The new password is the one that works now.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Log out now" }).click();
    await logIn(page, email, "Better123");
    await learnerGreeting(page, "Augusta").waitFor({ timeout: 20_000 });
    await page.close();
  });

  it("tells a supported learner their parent manages the subscription, and hands over to the parent", async () => {
    const indy = grpcWebClientOf(IndyService, stack.url);
    const supporterEmail = uniqueEmail("parent");
    await indy.createIndyAccount({
      indyUser: {
        email: supporterEmail,
        firstName: "Grace",
        lastName: "Hopper",
        learnerState: RoleState.DISABLED,
        supporterState: RoleState.ENABLED,
      },
      password: testPassword,
      termsAccepted: true,
      adultConfirmed: true,
    });
    const username = `kid_${Date.now().toString(36)}`;
    await indy.createChildIndyAccount(
      {
        firstName: "Kit",
        lastName: "Child",
        username,
        password: "Kidpass12",
        dateOfBirth: { year: 2012, month: 3, day: 4 },
      },
      { headers: { authorization: `Bearer ${await signIn(supporterEmail, testPassword)}` } },
    );

    const page = await browser.newPage();
    await page.goto(`${stack.url}/account`);
    await logIn(page, username, "Kidpass12");
    await page.getByRole("heading", { name: "Kit Child" }).waitFor({ timeout: 20_000 });
    await audit(page);
    await page.getByText(accountMessages.managedByParent).waitFor();
    await page.getByText(accountMessages.wantToContinue).waitFor();
    // A supporter manages this learner's name, so there is no name card.
    expect(await page.getByRole("heading", { name: "Your name" }).count()).toBe(0);
    // Nor can they buy: no Subscribe in their menu.
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My account" }).waitFor();
    expect(await page.getByRole("link", { name: "Subscribe" }).count()).toBe(0);
    // A child's account on a parent page is offered the supporter login, or to stay.
    await page.goto(`${stack.url}/parent`);
    const dialog = page.getByRole("dialog", { name: "This page is for supporting adults" });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Stay in my learner account" }).click();
    await page.waitForURL((url) => url.pathname === "/learn");
    await page.goto(`${stack.url}/account`);
    await page.getByRole("heading", { name: "Kit Child" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: accountMessages.letMyParentLogIn }).click();
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.goto(`${stack.url}/account`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.close();
  });

  it("keeps a learner out of the parent area and shows the learner's menu", async () => {
    const email = await verifiedLearner();
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login`);
    await logIn(page, email);
    await learnerGreeting(page, "Ada").waitFor({ timeout: 20_000 });
    await audit(page);
    await page.goto(`${stack.url}/parent`);
    await learnerGreeting(page, "Ada").waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/learn/select-course");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const item of ["Home", "My activity", "Subscribe", "My account", "Contact us", "About"])
      await menu.getByRole("link", { name: item, exact: true }).waitFor();
    expect(await menu.getByRole("link", { name: "Contact us" }).getAttribute("href")).toMatch(/^mailto:/);
    await page.close();
  });

  it("fits a 320 px screen with a menu button, and opens cookie settings from the footer", async () => {
    const email = await verifiedLearner();
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${stack.url}/account`);
    await logIn(page, email);
    await page.getByRole("heading", { name: "Ada Tester" }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.querySelector(".top-bar")?.getBoundingClientRect().height)).toBe(42);
    const menuButton = page.getByRole("button", { name: "Menu" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await menuButton.click();
    await page.getByRole("link", { name: "About", exact: true }).first().waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    expect(await dialog.getByLabel("Analytics").isChecked()).toBe(false);
    await dialog.getByLabel("Analytics").check();
    await dialog.getByRole("button", { name: "Save settings" }).click();
    const stored = await page.evaluate(() => window.localStorage.getItem("sumwise:cookie-consent"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ analytics: true, marketing: false });

    // The public pages fit too.
    for (const path of ["/terms", "/privacy", "/whats-new", "/plans-info", "/about-sumwise"]) {
      await page.goto(`${stack.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await page.close();
  });

  it("serves the legal and information pages, the legacy redirects and the catch-all", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/privacy`);
    await page.getByRole("heading", { name: "Privacy notice" }).waitFor();
    await audit(page);
    await page.goto(`${stack.url}/terms`);
    await page.getByText("14 days plus 2 free lessons").waitFor();
    await page.goto(`${stack.url}/plans-info`);
    await page.getByRole("link", { name: "Continue to payment" }).waitFor();
    await page.goto(`${stack.url}/whatsnew`);
    await page.getByRole("heading", { name: "About Sumwise" }).waitFor();
    await audit(page);
    await page.goto(`${stack.url}/no-such-page`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.goto(`${stack.url}/error/20`);
    await page.getByRole("heading", { name: "Error - Code 20" }).waitFor();
    await audit(page);
    await page.getByRole("link", { name: "Contact us" }).first().waitFor();
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.goto(`${stack.url}/error/%3Cb%3E`);
    await page.getByRole("heading", { name: "Error", exact: true }).waitFor();
    await audit(page);
    await page.goto(`${stack.url}/sign-up`);
    await page.getByRole("main").getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("dialog", { name: "Cookie settings" }).waitFor();
    await page.close();
  });
});
