import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState, SupporterType } from "@sumwise/gen/indy/v1/indy_user_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { RunningStack } from "@sumwise/stack";
import { bearer, grpcWebClientOf, markEmailVerified, signIn, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, openJourney } from "./browser.js";

describe("a supporter subscribing for two of three learners, in Chromium", () => {
  let stack: RunningStack;
  let browser: Browser;
  let journey: Journey | undefined;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
  });
  afterAll(() => journey?.close());

  it("selects learners, sees the family price, subscribes, and only the chosen learners are covered", async () => {
    const indy = grpcWebClientOf(IndyService, stack.url);
    const email = uniqueEmail("family");
    await indy.createIndyAccount({
      indyUser: {
        email,
        firstName: "Grace",
        lastName: "Family",
        supporterType: SupporterType.PARENT,
        learnerState: RoleState.DISABLED,
        supporterState: RoleState.ENABLED,
      },
      password: testPassword,
      termsAccepted: true,
      adultConfirmed: true,
    });
    await markEmailVerified(email, testPassword);
    const supporterToken = await signIn(email, testPassword);
    const suffix = `${Date.now().toString(36)}${process.pid % 1000}`;
    const children: { name: string; username: string }[] = [];
    for (const firstName of ["Ada", "Byron", "Cleo"]) {
      const username = `${firstName.toLowerCase()}_${suffix}`.slice(0, 30);
      const { childIndyUser } = await indy.createChildIndyAccount(
        {
          firstName,
          lastName: "Family",
          username,
          password: "Kidpass12",
          dateOfBirth: { year: 2012, month: 3, day: 4 },
        },
        bearer(supporterToken),
      );
      children.push({ name: childIndyUser?.name ?? "", username });
    }

    const page = await browser.newPage();
    await page.goto(`${stack.url}/account/subscribe`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { level: 1, name: "Choose a package" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Please select at least one learner.").waitFor();
    await page.getByLabel("Ada Family").check();
    await page.getByLabel("Byron Family").check();
    // £9.99 for the first learner and £7.49 (25% off) for the second.
    await page.getByText(/Total:.*£17\.48/).waitFor();
    await audit(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Name on card").fill("Grace Family");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "Order summary" }).waitFor();
    await page.getByText("Ada Family, Byron Family").waitFor();
    await page.getByRole("button", { name: "Subscribe now" }).click();
    await page.getByText("Trial started").waitFor({ timeout: 20_000 });
    await page.close();

    const payment = grpcWebClientOf(PaymentService, stack.url);
    const covered: Record<string, boolean | undefined> = {};
    for (const child of children) {
      const token = await signIn(`${child.username}@learners.sumwise.app`, "Kidpass12");
      covered[child.username.split("_")[0] ?? ""] = (
        await payment.getAccessDetails({}, bearer(token))
      ).accessDetails?.coveredByOther;
    }
    expect(covered).toEqual({ ada: true, byron: true, cleo: false });
  });
});
