import type { RunningStack } from "@sumwise/stack";
import { oobCodesFor, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, learnerGreeting, openJourney } from "./browser.js";

/** The code of the verification email the emulator recorded for this address. */
async function verificationCodeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = (await oobCodesFor(email)).find((entry) => entry.requestType === "VERIFY_EMAIL");
    if (code) return code.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification email for ${email}`);
}

describe("an independent learner, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;

  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
  });
  afterAll(() => journey?.close());

  async function fillSignUp(page: Page, email: string) {
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel("Day").selectOption("10");
    await page.getByLabel("Month").selectOption("5");
    await page.getByLabel("Year").selectOption("2010");
  }

  it("signs up, sees their first name, logs out, and logs in again", async () => {
    const page = await browser.newPage();
    const email = uniqueEmail("journey");
    await page.goto(`${stack.url}/sign-up`);
    await page.getByRole("heading", { name: "Build maths confidence fast" }).waitFor();
    await audit(page);
    await page.getByText("Which type of account would you like to create?").waitFor();
    await page.getByRole("link", { name: /Independent learner/ }).click();
    await page.getByRole("heading", { name: "Sign up as a Learner" }).waitFor();
    await audit(page);

    // The terms box is left unticked first: the form names the problem and focuses it.
    await fillSignUp(page, email);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("You must agree to the terms and conditions before you can sign up.").waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("termsAccepted");

    // A reload keeps what was typed (except the password).
    await page.reload();
    expect(await page.getByLabel("First name").inputValue()).toBe("Ada");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Sign up" }).click();

    // The new learner waits on /verify (spec §4); 'Resend' counts down first.
    await page.getByRole("heading", { name: "Verify your email address" }).waitFor({ timeout: 20_000 });
    await audit(page);
    await page.getByText(email).waitFor();
    expect(await page.getByRole("button", { name: /Resend email/ }).isDisabled()).toBe(true);

    // A protected page is not for an unverified user.
    await page.goto(`${stack.url}/learn`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();

    // The verification email's link (the emulator's out-of-band code) lands on /auth-callback.
    const oobCode = await verificationCodeFor(email);
    await page.goto(`${stack.url}/auth-callback?mode=verifyEmail&oobCode=${oobCode}&lang=en`);
    await page.getByRole("heading", { name: "Your email address is verified" }).waitFor({ timeout: 20_000 });
    await audit(page);
    await page.getByText("You can now log in.").waitFor();
    // The same link again fails with the spec's message.
    await page.goto(`${stack.url}/auth-callback?mode=verifyEmail&oobCode=${oobCode}`);
    await page.getByRole("heading", { name: "We have been unable to verify your email address" }).waitFor();
    await audit(page);

    await page.getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.keyboard.press("Enter");
    await learnerGreeting(page, "Ada").waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/learn/select-course");
    // With a course chosen (from every course, not the questionnaire) and the introduction skipped, home
    // greets them and shows their level and access.
    await page.getByRole("button", { name: "Choose from all courses" }).click();
    await page.getByLabel("Course", { exact: true }).selectOption({ label: "KS3" });
    await page.getByLabel("Level").selectOption({ label: "KS3 B" });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: "Skip video >" }).click({ timeout: 20_000 });
    await page.getByRole("heading", { name: "KS3 B" }).waitFor({ timeout: 20_000 });
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home" }).click();
    await page.getByRole("heading", { name: "Welcome, Ada" }).waitFor();
    const stats = page.locator(".home-stats");
    await stats.getByRole("heading", { name: "Level 1" }).waitFor();
    await stats.getByText("100 XP to level 2").waitFor();
    await page.getByText(/Your free trial runs until/).waitFor();

    // A reload of a client route is served by the gateway's index.html fallback.
    await page.reload();
    await learnerGreeting(page, "Ada").waitFor();

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Are you sure you want to log out?" }).waitFor();
    await audit(page);
    await page.getByRole("button", { name: "Stay logged in" }).click();
    await learnerGreeting(page, "Ada").waitFor();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Log out now" }).click();
    await page.getByRole("heading", { name: "Log in" }).waitFor();

    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong1234");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("We cannot find an account with these login details. Try again or reset password.").waitFor();
    await page.getByLabel("Password", { exact: true }).fill("Secret123");
    await page.getByRole("button", { name: "Log in" }).click();
    await learnerGreeting(page, "Ada").waitFor({ timeout: 20_000 });
    await page.close();
  });

  it("keeps signed-out visitors out of protected pages", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/learn`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.close();
  });
});
