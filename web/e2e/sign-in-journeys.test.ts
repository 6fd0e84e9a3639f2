import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { RunningStack } from "@sumwise/stack";
import { connectClientOf, oobCodesFor, signUpLearner, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, learnerGreeting, openJourney } from "./browser.js";

/** The emulator's latest out-of-band code of one kind for an address (it records every email link). */
async function latestCode(email: string, requestType: "VERIFY_EMAIL" | "PASSWORD_RESET"): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = (await oobCodesFor(email)).filter((entry) => entry.requestType === requestType).at(-1);
    if (code) return code.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${requestType} email for ${email}`);
}

describe("sign-in, verification, password reset and sessions, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(() => journey?.close());

  async function logIn(page: Page, identifier: string, password: string) {
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(identifier);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
  }

  it("resets a forgotten password through the emailed link and logs in with the new one", async () => {
    const learner = await signUpLearner(indy, "Ada");
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await page.getByRole("heading", { name: "Forgotten your password?" }).waitFor();
    await audit(page);

    // A username is not an email: the spec's login variant message, on the field, focused.
    await page.getByLabel("Email").fill("kid_username");
    await page.getByRole("button", { name: "Send reset email" }).click();
    await page.getByText(/This doesn't look like an email address/).waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");

    const stranger = uniqueEmail("stranger");
    await page.getByLabel("Email").fill(stranger);
    await page.getByRole("button", { name: "Send reset email" }).click();
    await page.getByRole("alert").getByText(`There is no account with the email address ${stranger}.`).waitFor();

    await page.getByLabel("Email").fill(learner.email);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await audit(page);

    const oobCode = await latestCode(learner.email, "PASSWORD_RESET");
    await page.goto(`${stack.url}/auth-callback?mode=resetPassword&oobCode=${oobCode}&lang=en`);
    await page.getByRole("heading", { name: "Reset your password" }).waitFor({ timeout: 20_000 });
    await audit(page);
    await page.getByLabel("New password").fill("weak");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page
      .getByText(
        "Your password must contain at least 8 characters, including a minimum of one uppercase letter and one number.",
      )
      .waitFor();
    await page.getByLabel("New password").fill("NewSecret456");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("heading", { name: "Your password has been reset" }).waitFor();
    await audit(page);

    // The used link no longer works.
    await page.goto(`${stack.url}/auth-callback?mode=resetPassword&oobCode=${oobCode}`);
    await page.getByRole("heading", { name: "Unable to reset password" }).waitFor();
    await audit(page);

    await logIn(page, learner.email, testPassword);
    await page.getByText("We cannot find an account with these login details. Try again or reset password.").waitFor();
    await logIn(page, learner.email, "NewSecret456");
    await learnerGreeting(page, "Ada").waitFor({ timeout: 20_000 });
    await page.close();
  });

  it("sends an unverified learner who logs in to /verify, and in once the link is opened", async () => {
    const learner = await signUpLearner(indy, "Una", { verified: false });
    const page = await browser.newPage();
    await logIn(page, learner.email, testPassword);
    await page.getByRole("heading", { name: "Verify your email address" }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/verify");

    // After the 10-second countdown 'Resend' works once, then stays disabled.
    const resend = page.getByRole("button", { name: /Resend email|Email sent/ });
    await page.getByRole("button", { name: "Resend email", exact: true }).waitFor({ timeout: 15_000 });
    await resend.click();
    await page.getByRole("button", { name: "Email sent" }).waitFor();
    expect(await resend.isDisabled()).toBe(true);

    const oobCode = await latestCode(learner.email, "VERIFY_EMAIL");
    await page.goto(`${stack.url}/auth-callback?mode=verifyEmail&oobCode=${oobCode}`);
    await page.getByText("You're logged in and ready to go.").waitFor({ timeout: 20_000 });
    await page.getByRole("link", { name: "Continue" }).click();
    await learnerGreeting(page, "Una").waitFor({ timeout: 20_000 });
    await audit(page);
    await page.close();
  }, 60_000);

  it("signs out after the inactivity timeout, which any input restarts", async () => {
    const learner = await signUpLearner(indy, "Ida");
    const page = await browser.newPage();
    await page.clock.install();
    await logIn(page, learner.email, testPassword);
    const greeting = learnerGreeting(page, "Ida");
    await greeting.waitFor({ timeout: 20_000 });
    // GetSessionDetails names 60 minutes: 59, a key press, 59 more and the learner is still in.
    await page.clock.fastForward("59:00");
    await page.keyboard.press("Shift");
    await page.clock.fastForward("59:00");
    // Real time for a sign-out, had one been triggered, to reach the screen.
    await page.waitForTimeout(1_000);
    expect(await greeting.isVisible()).toBe(true);
    await page.clock.fastForward("02:00");
    await page.getByRole("heading", { name: "Log in" }).waitFor({ timeout: 20_000 });
    await page.close();
  }, 60_000);

  it("tells the first browser when the same learner logs in elsewhere, and lets it take the session back", async () => {
    const learner = await signUpLearner(indy, "Sam");
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    await logIn(first, learner.email, testPassword);
    await learnerGreeting(first, "Sam").waitFor({ timeout: 20_000 });
    await audit(first);

    await logIn(second, learner.email, testPassword);
    await learnerGreeting(second, "Sam").waitFor({ timeout: 20_000 });
    const dialog = first.getByRole("dialog", { name: "You have logged in elsewhere" });
    await dialog.waitFor({ timeout: 15_000 });

    // 'Stay logged in here' logs in again, which ends the second browser's session in turn.
    await dialog.getByRole("button", { name: "Stay logged in here" }).click();
    await learnerGreeting(first, "Sam").waitFor({ timeout: 20_000 });
    const secondDialog = second.getByRole("dialog", { name: "You have logged in elsewhere" });
    await secondDialog.waitFor({ timeout: 15_000 });
    await secondDialog.getByRole("button", { name: "Log out now" }).click();
    await second.getByRole("heading", { name: "Log in" }).waitFor();
    expect(await first.getByRole("dialog", { name: "You have logged in elsewhere" }).isVisible()).toBe(false);
  }, 90_000);
});
