import { mkdirSync } from "node:fs";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import type { RunningStack } from "@sumwise/stack";
import { grpcWebClientOf, markEmailVerified, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, openJourney } from "./browser.js";

const shots = process.env.SCREENSHOT_DIR;

describe("subscribing, paying and cancelling, in Chromium against the Stripe emulator", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  async function learner(options: { trialOver: boolean }): Promise<{ email: string; name: string }> {
    const email = uniqueEmail("payer");
    const { indyUser } = await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
      indyUser: {
        email,
        firstName: "Ada",
        lastName: "Payer",
        dateOfBirth: { year: 2008, month: 5, day: 1 },
        learnerState: RoleState.ENABLED,
        supporterState: RoleState.DISABLED,
      },
      password: testPassword,
      termsAccepted: true,
    });
    await markEmailVerified(email, testPassword);
    const name = indyUser?.name ?? "";
    if (options.trialOver) {
      // What 14 days would do: the trial's stored last day is yesterday.
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await journey!.database
        .forSchema<{ access: { indy_user_name: string; trial_ends_on: string } }>("payment")
        .insertInto("access")
        .values({ indy_user_name: name, trial_ends_on: yesterday })
        .onConflict((oc) => oc.column("indy_user_name").doUpdateSet({ trial_ends_on: yesterday }))
        .execute();
    }
    return { email, name };
  }

  async function logInTo(page: Page, path: string, email: string) {
    await page.goto(`${stack.url}${path}`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
  }

  const heading = (page: Page, name: string) =>
    page.getByRole("heading", { level: 1, name }).waitFor({ timeout: 20_000 });

  async function shoot(page: Page, name: string) {
    if (!shots) return;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  async function toOrderSummary(page: Page, cardNumber: string) {
    await heading(page, "Choose a package");
    await audit(page);
    await shoot(page, "subscribe-products");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Billing address");
    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Payment details");
    await page.getByLabel("Name on card").fill("Ada Payer");
    await page.getByLabel("Card number").fill(cardNumber);
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await audit(page);
    await shoot(page, "subscribe-card");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Order summary");
    await audit(page);
    await shoot(page, "subscribe-summary");
  }

  it("subscribes during the free trial ('Trial started'), shows the card on the account page and cancels", async () => {
    const { email } = await learner({ trialOver: false });
    const page = await browser.newPage();
    await logInTo(page, "/account/subscribe", email);
    await toOrderSummary(page, "4242 4242 4242 4242");
    expect(await page.getByText("£9.99").first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Subscribe now" }).click();
    await page.getByText("Trial started").waitFor({ timeout: 20_000 });
    await audit(page);
    await shoot(page, "subscribe-result");

    await page.goto(`${stack.url}/account`);
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Subscription" }) });
    await card.getByText(/4242/).waitFor({ timeout: 20_000 });
    await audit(page);
    await shoot(page, "account-subscription");
    await card.getByRole("link", { name: "Cancel subscription" }).click();
    await heading(page, "Cancel your subscription");
    await audit(page);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await heading(page, "Subscription cancelled");
    await shoot(page, "cancel-success");
    await page.goto(`${stack.url}/account`);
    await card.getByText(/has been cancelled and will end on/).waitFor({ timeout: 20_000 });
    expect(await card.getByRole("link", { name: "Cancel subscription" }).count()).toBe(0);
    await page.close();
  });

  it("takes a declined card back to the card step with the spec's message, then pays after 3-D Secure", async () => {
    const { email } = await learner({ trialOver: true });
    const page = await browser.newPage();
    await logInTo(page, "/account/subscribe", email);
    await toOrderSummary(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Subscribe now" }).click();
    await page
      .getByText("Sorry, your card was declined - you may like to try again or try a different card.")
      .waitFor({ timeout: 20_000 });
    await audit(page);
    await shoot(page, "subscribe-declined");
    await page.getByRole("button", { name: "Back to Payment details" }).click();
    await heading(page, "Payment details");
    // A new card is entered whole: nothing of the refused one is kept.
    await page.getByLabel("Name on card").fill("Ada Payer");
    await page.getByLabel("Card number").fill("4000 0025 0000 3155");
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Order summary");
    await page.getByRole("button", { name: "Subscribe now" }).click();
    const challenge = page.frameLocator('iframe[title="3D Secure authentication"]');
    await challenge.getByRole("button", { name: "Complete authentication" }).click({ timeout: 20_000 });
    await page.getByText("Payment successful").waitFor({ timeout: 20_000 });
    await audit(page);
    await shoot(page, "subscribe-3ds-success");
    await page.close();
  });

  it("updates the card: a 3-D Secure card is set up in the challenge and shown beside the old one", async () => {
    const { email } = await learner({ trialOver: false });
    const page = await browser.newPage();
    await logInTo(page, "/account/subscribe", email);
    await toOrderSummary(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Subscribe now" }).click();
    await page.getByText("Trial started").waitFor({ timeout: 20_000 });

    await page.goto(`${stack.url}/account`);
    await page.getByRole("link", { name: "Update payment" }).click();
    await heading(page, "Preview changes");
    await audit(page);
    await shoot(page, "update-review");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Location details");
    await page.getByLabel("Postcode").fill("M1 1AE");
    await page.getByRole("button", { name: "Continue" }).click();
    await heading(page, "Card details");
    await page.getByLabel("Name on card").fill("Ada Payer");
    await page.getByLabel("Card number").fill("4000 0025 0000 3155");
    await page.getByLabel("Expiry date").fill("11 / 33");
    await page.getByLabel("Security code").fill("321");
    await page.getByRole("button", { name: "Update payment information" }).click();
    const challenge = page.frameLocator('iframe[title="3D Secure authentication"]');
    await challenge.getByRole("button", { name: "Complete authentication" }).click({ timeout: 20_000 });
    await page.getByText("Payment information updated").waitFor({ timeout: 20_000 });
    expect(await page.getByText("Visa ending in 4242").isVisible()).toBe(true);
    expect(await page.getByText("Visa ending in 3155").isVisible()).toBe(true);
    await audit(page);
    await shoot(page, "update-result");
    await page.close();
  });
});
