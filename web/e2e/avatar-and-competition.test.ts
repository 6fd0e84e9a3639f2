import { mkdirSync } from "node:fs";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState, SupporterType } from "@sumwise/gen/indy/v1/indy_user_pb";
import type { RunningStack } from "@sumwise/stack";
import { bearer, grpcWebClientOf, markEmailVerified, signIn, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, openJourney } from "./browser.js";

const shots = process.env.SCREENSHOT_DIR;
let counter = 0;
const uniqueUsername = () => `kid_${Date.now().toString(36)}${++counter}`;

describe("avatars and the competition, in Chromium through the gateway", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    // A competition running this week, with the competition feature on.
    journey = await openJourney({ COMPETITION_STARTS_ON: "current" });
    ({ stack, browser } = journey);
    await journey.database
      .forSchema<{ feature_flag: { name: string; enabled: boolean } }>("indy")
      .updateTable("feature_flag")
      .set({ enabled: true })
      .where("name", "=", "enableCompetition")
      .execute();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  async function account(kind: "learner" | "supporter", firstName: string) {
    const email = uniqueEmail(kind);
    const { indyUser } = await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
      indyUser: {
        email,
        firstName,
        lastName: "Hopper",
        dateOfBirth: { year: 2008, month: 5, day: 1 },
        learnerState: kind === "learner" ? RoleState.ENABLED : RoleState.DISABLED,
        supporterState: kind === "supporter" ? RoleState.ENABLED : RoleState.DISABLED,
        supporterType: kind === "supporter" ? SupporterType.PARENT : SupporterType.UNSPECIFIED,
      },
      password: testPassword,
      termsAccepted: true,
      adultConfirmed: kind === "supporter",
    });
    await markEmailVerified(email, testPassword);
    return { email, name: indyUser?.name ?? "" };
  }

  async function logInTo(page: Page, path: string, email: string) {
    await page.goto(`${stack.url}${path}`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
  }

  async function shoot(page: Page, name: string) {
    if (!shots) return;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it("a learner picks an avatar on the account page; locked parts cannot be chosen", async () => {
    const learner = await account("learner", "Ada");
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logInTo(page, "/account", learner.email);
    await page.getByRole("img", { name: "Your avatar: fox on sky blue" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Change avatar" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose your avatar" });
    await dialog.getByRole("tab", { name: "Icon", selected: true }).waitFor();
    expect(await dialog.evaluate((d) => d.getBoundingClientRect().width)).toBe(550);
    await audit(page);
    await shoot(page, "avatar-chooser-icons");
    // Locked icons are there with their level, and disabled.
    expect(await dialog.getByRole("radio", { name: /Dragon/ }).isDisabled()).toBe(true);
    await dialog.getByText("Level 10").first().waitFor();
    await dialog.getByRole("radio", { name: /Owl/ }).check();
    // The arrow key moves to the Background tab.
    await dialog.getByRole("tab", { name: "Icon" }).focus();
    await page.keyboard.press("ArrowRight");
    await dialog.getByRole("tab", { name: "Background", selected: true }).waitFor();
    await dialog.getByRole("radio", { name: /Mint green/ }).check();
    await dialog.getByRole("img", { name: "Your avatar: owl on mint green" }).waitFor();
    await audit(page);
    await shoot(page, "avatar-chooser-backgrounds");
    await dialog.getByRole("button", { name: "Save avatar" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("img", { name: "Your avatar: owl on mint green" }).waitFor();
    await page.reload();
    await page.getByRole("img", { name: "Your avatar: owl on mint green" }).waitFor({ timeout: 20_000 });
    await shoot(page, "account-avatar");
    await page.close();
  });

  it("a parent enters a child in the competition, follows their progress and logs in as them", async () => {
    const parent = await account("supporter", "Grace");
    const token = await signIn(parent.email, testPassword);
    const indy = grpcWebClientOf(IndyService, stack.url);
    const children: Array<{ name: string; username: string }> = [];
    for (const firstName of ["Kit", "Max"]) {
      const username = uniqueUsername();
      const { childIndyUser } = await indy.createChildIndyAccount(
        {
          firstName,
          lastName: "Hopper",
          username,
          password: "Kidpass12",
          dateOfBirth: { year: 2012, month: 3, day: 4 },
        },
        bearer(token),
      );
      children.push({ name: childIndyUser?.name ?? "", username });
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logInTo(page, "/parent", parent.email);
    await page.getByRole("heading", { name: "Grace's learners" }).waitFor({ timeout: 20_000 });
    const banner = page.getByRole("region", { name: "Sums for Spring prize draw" });
    await banner.waitFor();
    await audit(page);
    await shoot(page, "parent-competition-banner");
    await banner.getByRole("link", { name: "Find out more" }).click();

    await page.getByRole("heading", { name: "Enter Sums for Spring" }).waitFor({ timeout: 20_000 });
    const enter = page.getByRole("button", { name: "Enter", exact: true });
    expect(await enter.isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: /Kit Hopper/ }).check();
    expect(await enter.isDisabled()).toBe(false);
    await audit(page);
    await shoot(page, "competition-entry");
    await enter.click();
    await page.getByText("Your learners are entered. Good luck in the prize draw!").waitFor();
    // Kit is now a disabled, entered row; Max can still be chosen.
    const kit = page.getByRole("checkbox", { name: /Kit Hopper/ });
    expect(await kit.isDisabled()).toBe(true);
    expect(await kit.isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Max Hopper/ }).isDisabled()).toBe(false);
    await shoot(page, "competition-entered");

    // The child's week cards in the parent area.
    const kitId = children[0]?.name.replace("indyUsers/", "") ?? "";
    await page.goto(`${stack.url}/parent/activity/competitions?ciu=${kitId}`);
    await page.getByRole("heading", { level: 1, name: "Sums for Spring" }).waitFor({ timeout: 20_000 });
    await page.getByText("Kit is entered in the draw.").waitFor();
    await page.getByRole("progressbar", { name: "Week 1 progress" }).waitFor();
    await page
      .getByText(/days? left|Ends today/)
      .first()
      .waitFor();
    expect(await page.getByText(/^Starts in \d+ days?$/).count()).toBe(3);
    await audit(page);
    await shoot(page, "parent-competition-progress");

    // A child entered: the banner is gone from the parent's home.
    await page.goto(`${stack.url}/parent`);
    await page.getByRole("heading", { name: "Grace's learners" }).waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: "Kit Hopper" }).waitFor();
    expect(await banner.count()).toBe(0);

    // Log in as the learner: when no token comes, the dialog says how to do it by hand.
    await page.route("**/sumwise.indy.v1.IndyService/GetFirebaseToken", (route) => route.abort());
    await page.getByRole("button", { name: "Log in as the learner" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Log in as Kit Hopper" });
    await dialog.getByText("Sorry, we couldn't automatically switch you to Kit Hopper.").waitFor({ timeout: 20_000 });
    await dialog.getByText(children[0]?.username ?? "").waitFor();
    await audit(page);
    await shoot(page, "log-in-as-learner-failed");
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.unroute("**/sumwise.indy.v1.IndyService/GetFirebaseToken");
    // With a token, the parent is signed out and the learner signed in.
    await page.getByRole("button", { name: "Log in as the learner" }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith("/parent") && !url.pathname.startsWith("/learner-login"), {
      timeout: 20_000,
    });
    await page.goto(`${stack.url}/activity/competitions`);
    await page.getByRole("heading", { level: 1, name: "Sums for Spring" }).waitFor({ timeout: 20_000 });
    await page.getByText("You're entered in the draw.").waitFor();
    await audit(page);
    await shoot(page, "learner-competition-progress");
    await page.close();
  });
});
