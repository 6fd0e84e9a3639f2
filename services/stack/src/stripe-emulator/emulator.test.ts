import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDITIONAL_LEARNER_PENCE, MONTHLY_PENCE, seedIds } from "./seed.js";
import { buildStripeEmulator, type StripeEmulator } from "./server.js";

const secretKey = "sk_test_emulator";
const publishableKey = "pk_test_emulator";
const webhookSecret = "whsec_test";
let emulator: StripeEmulator;
let stripe: Stripe;
let base: string;
const received: Stripe.Event[] = [];
const receiver = createServer((request: IncomingMessage, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    try {
      received.push(stripe.webhooks.constructEvent(body, String(request.headers["stripe-signature"]), webhookSecret));
      response.writeHead(200).end();
    } catch {
      response.writeHead(400).end();
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  emulator = buildStripeEmulator({ secretKey, publishableKey, webhook: { url: hook, secret: webhookSecret } });
  base = await emulator.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = new URL(base);
  stripe = new Stripe(secretKey, { host: "127.0.0.1", port: Number(port), protocol: "http", maxNetworkRetries: 0 });
});

afterAll(async () => {
  await emulator.app.close();
  receiver.close();
});

async function card(number: string) {
  return stripe.paymentMethods.create({
    type: "card",
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: "123" },
    billing_details: { name: "Pat Parent", address: { postal_code: "SW1A 1AA", country: "GB" } },
  });
}

async function customerWith(number: string) {
  const customer = await stripe.customers.create({ email: "parent@example.com" });
  const pm = await card(number);
  await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
  return { customer, pm };
}

const subscribe = (customer: string, pm: string, quantity = 1, extra: Partial<Stripe.SubscriptionCreateParams> = {}) =>
  stripe.subscriptions.create({
    customer,
    items: [{ price: seedIds.monthly, quantity }],
    default_payment_method: pm,
    payment_behavior: "allow_incomplete",
    expand: ["latest_invoice.payment_intent"],
    ...extra,
  });

const intentOf = (sub: Stripe.Subscription) =>
  (sub.latest_invoice as Stripe.Invoice).payment_intent as Stripe.PaymentIntent;

describe("the Stripe emulator through the real stripe SDK", () => {
  it("charges 4242 at once: the subscription is active and its invoice paid, tiers pricing each extra learner 25% less", async () => {
    const { customer, pm } = await customerWith("4242424242424242");
    const sub = await subscribe(customer.id, pm.id, 3);
    expect(sub.status).toBe("active");
    expect(intentOf(sub).status).toBe("succeeded");
    expect((sub.latest_invoice as Stripe.Invoice).amount_paid).toBe(MONTHLY_PENCE + 2 * ADDITIONAL_LEARNER_PENCE);
  });

  it("refuses 4000…0002 when it is attached, as a StripeCardError with Stripe's code", async () => {
    const customer = await stripe.customers.create({});
    const pm = await card("4000000000000002");
    const error = await stripe.paymentMethods.attach(pm.id, { customer: customer.id }).catch((e) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.code).toBe("card_declined");
  });

  it("tells each test card apart", async () => {
    const codes: Record<string, string> = {};
    for (const number of ["4000000000009995", "4000000000000069", "4000000000000127"]) {
      const customer = await stripe.customers.create({});
      const pm = await card(number);
      const error = await stripe.paymentMethods.attach(pm.id, { customer: customer.id }).catch((e) => e);
      codes[number] = `${error.code}/${error.decline_code ?? ""}`;
    }
    expect(codes).toEqual({
      "4000000000009995": "card_declined/insufficient_funds",
      "4000000000000069": "expired_card/",
      "4000000000000127": "incorrect_cvc/",
    });
  });

  it("rejects a number that fails the Luhn check when tokenised (incorrect_number)", async () => {
    const error = await card("4242424242424241").catch((e) => e);
    expect(error.code).toBe("incorrect_number");
  });

  it("attaches 4000…0341 but its charge fails: the subscription stays incomplete with the decline", async () => {
    const { customer, pm } = await customerWith("4000000000000341");
    const sub = await subscribe(customer.id, pm.id);
    expect(sub.status).toBe("incomplete");
    expect(intentOf(sub).status).toBe("requires_payment_method");
    expect(intentOf(sub).last_payment_error?.code).toBe("card_declined");
  });

  it("asks 4000 0025 0000 3155 for 3-D Secure; passing the challenge pays the invoice", async () => {
    const { customer, pm } = await customerWith("4000002500003155");
    const sub = await subscribe(customer.id, pm.id);
    const intent = intentOf(sub);
    expect([sub.status, intent.status]).toEqual(["incomplete", "requires_action"]);
    const page = await fetch(`${base}/3ds/${intent.id}?client_secret=${intent.client_secret}`);
    expect(await page.text()).toContain("Complete authentication");
    await fetch(`${base}/3ds/${intent.id}?client_secret=${intent.client_secret}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "result=pass",
    });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("active");
  });

  it("lets the browser read and confirm an intent with the publishable key and its client secret only", async () => {
    const { customer, pm } = await customerWith("4000002500003155");
    const intent = intentOf(await subscribe(customer.id, pm.id));
    const url = `${base}/v1/payment_intents/${intent.id}`;
    const headers = { authorization: `Bearer ${publishableKey}` };
    expect((await fetch(`${url}?client_secret=wrong`, { headers })).status).toBe(400);
    const read = await fetch(`${url}?client_secret=${intent.client_secret}`, { headers });
    expect(((await read.json()) as { status: string }).status).toBe("requires_action");
    expect((await fetch(`${base}/v1/customers/${customer.id}`, { headers })).status).toBe(401);
  });

  it("replays an idempotency key's first answer instead of acting twice", async () => {
    const first = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "same-key" });
    const second = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "same-key" });
    expect(second.id).toBe(first.id);
  });

  it("starts a trial without charging, and the renewal after it charges the card", async () => {
    const { customer, pm } = await customerWith("4242424242424242");
    const trialEnd = Math.floor(Date.now() / 1000) + 5 * 86_400;
    const sub = await subscribe(customer.id, pm.id, 1, { trial_end: trialEnd });
    expect(sub.status).toBe("trialing");
    expect((sub.latest_invoice as Stripe.Invoice).amount_due).toBe(0);
    await fetch(`${base}/_emulator/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 6 * 86_400 }),
    });
    const renewed = await stripe.subscriptions.retrieve(sub.id, { expand: ["latest_invoice"] });
    expect(renewed.status).toBe("active");
    expect((renewed.latest_invoice as Stripe.Invoice).amount_paid).toBe(MONTHLY_PENCE);
    await fetch(`${base}/_emulator/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: -6 * 86_400 }),
    });
  });

  it("applies a promotion code's percent off to the upcoming invoice and refuses an expired code", async () => {
    const { customer, pm } = await customerWith("4242424242424242");
    const [welcome] = (await stripe.promotionCodes.list({ code: "welcome10" })).data;
    const sub = await subscribe(customer.id, pm.id, 2, { promotion_code: welcome?.id });
    const upcoming = await stripe.invoices.retrieveUpcoming({ subscription: sub.id });
    const subtotal = MONTHLY_PENCE + ADDITIONAL_LEARNER_PENCE;
    expect([upcoming.subtotal, upcoming.total]).toEqual([subtotal, subtotal - Math.round(subtotal / 10)]);
    const [expired] = (await stripe.promotionCodes.list({ code: seedIds.expiredCode })).data;
    expect(expired?.active).toBe(false);
  });

  it("signs every event so that stripe.webhooks.constructEvent accepts it", async () => {
    const { customer, pm } = await customerWith("4242424242424242");
    const sub = await subscribe(customer.id, pm.id);
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await emulator.webhooks.settle();
    // Like Stripe, the emulator does not promise delivery in order.
    const types = received.filter((e) => (e.data.object as { id?: string }).id === sub.id).map((e) => e.type);
    expect(types.sort()).toEqual(["customer.subscription.created", "customer.subscription.updated"]);
    expect(received.length).toBe(emulator.state.events.length);
  });
});
