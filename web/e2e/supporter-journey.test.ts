import type { RunningStack } from "@sumwise/stack";
import { oobCodesFor, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, learnerGreeting, openJourney } from "./browser.js";

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";

/** Applies the emulator's verification code, as opening the emailed link does. */
async function verifyEmailFromMailbox(email: string): Promise<void> {
  const codes = await oobCodesFor(email);
  const verify = codes.filter((code) => code.requestType === "VERIFY_EMAIL").at(-1);
  if (!verify) throw new Error(`no verification email for ${email}`);
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=k`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ oobCode: verify.oobCode }),
  });
  if (!response.ok) throw new Error(`applying the code failed: ${response.status}`);
}

let counter = 0;
const uniqueUsername = () => `kid_${Date.now().toString(36)}${++counter}`;

describe("a supporter and their learners, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;

  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
  });
  afterAll(() => journey?.close());

  async function fillChild(page: Page, username: string, year: string) {
    await page.getByLabel("First name").fill("Kit");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("Kidpass12");
    await page.getByLabel("Day").selectOption("4");
    await page.getByLabel("Month").selectOption("3");
    await page.getByLabel("Year").selectOption(year);
  }

  async function logIn(page: Page, identifier: string, password: string) {
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(identifier);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
  }

  it("signs up in three steps, adds a learner, and the learner logs in by username", async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
    const email = uniqueEmail("parent");
    const username = uniqueUsername();
    await page.goto(`${stack.url}/sign-up`);
    await page.getByRole("link", { name: /Supporting adult/ }).click();
    await page.getByRole("heading", { name: "Sign up as a Supporter" }).waitFor();
    await audit(page);
    expect(new URL(page.url()).pathname).toBe("/supporter-sign-up/supporter");
    expect(await page.getByRole("link", { name: "Change" }).getAttribute("href")).toBe("/sign-up");

    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("I am a… (optional)").selectOption("parent");
    await page.getByLabel(/I agree to the/).check();
    // The over-18 box is left unticked: the form says so and focuses it.
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("You must be over 18 to create a supporter account.").waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("adultConfirmed");
    // A reload keeps the fields, never the password.
    await page.reload();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("I confirm I am over 18").check();
    await page.getByRole("button", { name: "Create account" }).click();

    await page.getByRole("heading", { name: "Add a learner" }).waitFor({ timeout: 20_000 });
    await audit(page);
    expect(new URL(page.url()).pathname).toBe("/supporter-sign-up/child");
    await fillChild(page, "ab", "2010");
    await page.getByRole("button", { name: "Add learner" }).click();
    await page.getByText("A username must be between 6-30 characters long.").waitFor();
    await page.getByLabel("Username").fill(username);
    await page.getByRole("button", { name: "Add learner" }).click();

    await page.getByRole("heading", { name: "Confirm your email" }).waitFor({ timeout: 20_000 });
    await audit(page);
    await page.getByText(email).waitFor();
    await page.getByRole("button", { name: "I've confirmed my email" }).click();
    await page.getByText("Your email address is not confirmed yet.").waitFor();
    await verifyEmailFromMailbox(email);
    await page.getByRole("button", { name: "I've confirmed my email" }).click();

    // The parent area lists the learner with their username.
    await page.getByRole("heading", { name: "Grace's learners" }).waitFor({ timeout: 20_000 });
    await audit(page);
    expect(new URL(page.url()).pathname).toBe("/parent");
    await page.getByRole("heading", { name: "Kit Hopper" }).waitFor();
    await audit(page);
    await page.getByText(username).waitFor();
    // No horizontal scrolling at 320px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // Set the course, change the password ('Changes saved').
    const picker = page.getByLabel("Choose Kit's course");
    const firstCourse = await picker.locator("option").nth(1).getAttribute("value");
    await picker.selectOption(firstCourse ?? "");
    await page.getByRole("button", { name: "Set course" }).click();
    await page.getByText("Course saved").waitFor();
    await page.getByRole("button", { name: "Change password" }).first().click();
    await page.getByLabel("New password for Kit").fill("Newpass99");
    await page.getByLabel("New password for Kit").press("Enter");
    await page.getByText("Changes saved").waitFor();

    // Log out (the menu is open on a wider screen); the learner logs in with the username and new password.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole("button", { name: "Log out" }).first().click();
    await page.getByRole("button", { name: "Log out now" }).click();
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await logIn(page, username, "Newpass99");
    // The course is set, the introduction not yet watched: home sends the learner to it (learning spec §2).
    await page.getByRole("heading", { name: "Welcome to Sumwise" }).waitFor({ timeout: 20_000 });
    await audit(page);
    expect(new URL(page.url()).pathname).toBe("/learn/introduction");
    await page.close();
  });

  it("holds an under-13 learner until the adult consents through the emailed link", async () => {
    const page = await browser.newPage();
    const email = uniqueEmail("consent");
    const username = uniqueUsername();
    const under13 = String(new Date().getUTCFullYear() - 8);
    await page.goto(`${stack.url}/supporter-sign-up`);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Byron");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("I confirm I am over 18").check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("link", { name: "Skip for now" }).click({ timeout: 20_000 });
    await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
    await verifyEmailFromMailbox(email);
    await page.getByRole("button", { name: "I've confirmed my email" }).click();
    await page.getByText("You haven't added any learners yet.").waitFor({ timeout: 20_000 });

    await page.getByRole("button", { name: "Add learner" }).click();
    await fillChild(page, username, under13);
    await page.getByRole("button", { name: "Add learner" }).click();
    await page.getByRole("heading", { name: "Kit Hopper" }).waitFor({ timeout: 20_000 });
    await page.getByText("Kit is under 13, so we need your consent").waitFor();
    await page.getByRole("button", { name: "Resend email" }).click();
    await page.getByText("Email sent").waitFor();

    // Logged in as the learner, the child is held on "Before you start...".
    await page.getByRole("button", { name: "Log in as the learner" }).click();
    await page.getByRole("heading", { name: "Before you start..." }).waitFor({ timeout: 20_000 });
    await audit(page);
    expect(new URL(page.url()).pathname).toBe("/email-plus-need-consent");
    await page.goto(`${stack.url}/learn`);
    await page.getByRole("heading", { name: "Before you start..." }).waitFor({ timeout: 20_000 });
    const resend = page.getByRole("button", { name: "Resend email" });
    await resend.click();
    await page.getByRole("button", { name: "Email sent" }).waitFor();
    expect(await page.getByRole("button", { name: "Email sent" }).isDisabled()).toBe(true);

    // The adult opens the link from the dev mailbox on this same browser: the child is signed out.
    const mailbox = (await (await fetch(`${stack.url}/dev/mailbox.json`)).json()) as Array<{
      to: string[];
      text: string;
    }>;
    const mail = mailbox.find((message) => message.to.includes(email.toLowerCase()));
    const link = /(https?:\/\/\S+\/email-plus-callback\?code=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(link).toBeTruthy();
    const code = new URL(link ?? "").searchParams.get("code");
    await page.goto(`${stack.url}/email-plus-callback?code=${code}`);
    await page.getByRole("heading", { name: "Thank you for your consent" }).waitFor({ timeout: 20_000 });
    await audit(page);
    // The same link a second time: the code was single-use.
    await page.goto(`${stack.url}/email-plus-callback?code=${code}`);
    await page.getByRole("heading", { name: "We couldn't process your consent" }).waitFor({ timeout: 20_000 });
    await audit(page);
    await page
      .getByText("Your learner will not be able to log in as we haven't been able to process your consent.")
      .waitFor();

    await page.getByRole("link", { name: "Log in" }).click();
    await logIn(page, username, "Kidpass12");
    await learnerGreeting(page, "Kit").waitFor({ timeout: 20_000 });
    await page.close();
  });
  it("partner sign-ups take a partner code, refuse unknown ones and hide the Change link", async () => {
    const page = await browser.newPage();
    // A bad custom token on /learner-login falls back to the login page (spec §8).
    await page.goto(`${stack.url}/learner-login?token=not-a-token`);
    await page.getByRole("heading", { name: "Log in" }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/login");

    await page.goto(`${stack.url}/partner-learner-sign-up`);
    await page.getByRole("heading", { name: "Sign up as a Learner" }).waitFor();
    expect(await page.getByRole("link", { name: "Change" }).count()).toBe(0);
    await page.getByRole("link", { name: "I don't have a code." }).waitFor();
    await page.getByLabel("Partner code").fill("NOSUCH1");
    await page.getByLabel("First name").fill("Uma");
    await page.getByLabel("Last name").fill("Student");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("uni"));
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("Day").selectOption("10");
    await page.getByLabel("Month").selectOption("5");
    await page.getByLabel("Year").selectOption("2004");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("Invalid partner code. Please try again or contact us.").waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("partnerCode");

    // The Secondary Ready supporter route with the development code goes on to step 2.
    await page.goto(`${stack.url}/partner-sign-up`);
    await page.getByRole("heading", { name: "Sign up as a Supporter" }).waitFor();
    expect(await page.getByRole("link", { name: "Change" }).count()).toBe(0);
    await page.getByLabel("Partner code").fill("srdev1");
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Teacher");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("sr"));
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("I am a… (optional)").selectOption("tutor");
    await page.getByLabel("I confirm I am over 18").check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Add a learner" }).waitFor({ timeout: 20_000 });
    await page.close();
  });
});
