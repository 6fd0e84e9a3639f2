import type { DatabaseHandle } from "@sumwise/kit";
import { EMULATOR_WEBHOOK_SECRET } from "@sumwise/payment";
import { type RunningStack, Webhooks } from "@sumwise/stack";
import { startTestStack, testDatabases } from "@sumwise/stack/testing";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface PaymentTables {
  subscription: { stripe_subscription_id: string; status: string; cancel_at_period_end: boolean; quantity: number };
  subscription_cover: { stripe_subscription_id: string; indy_user_name: string };
  stripe_event: { event_id: string };
}

describe.each(testDatabases())("Stripe's webhooks on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let stripe: Stripe;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    const { port } = new URL(stack.stripe!.url);
    // "The dashboard": changes made at Stripe directly, which reach Sumwise only as events.
    stripe = new Stripe("sk_test_sumwise_emulator", { host: "127.0.0.1", port: Number(port), protocol: "http" });
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const post = (body: string, signature?: string) =>
    fetch(`${stack.url}/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature && { "stripe-signature": signature }) },
      body,
    });

  it("accepts only events signed with the endpoint's secret", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "customer.subscription.deleted", data: { object: {} } });
    const answers = await Promise.all([
      post(body),
      post(body, Webhooks.sign(body, "whsec_someone_else")),
      post(body, "t=1,v1=deadbeef"),
      post(`${body} `, Webhooks.sign(body, EMULATOR_WEBHOOK_SECRET)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
  });

  it("ends in Stripe's state after 1,000 shuffled, duplicated deliveries, provisioning each learner once", async () => {
    const emulator = stack.stripe!.emulator;
    emulator.webhooks.setEndpoint(undefined);
    const eventsBefore = emulator.state.events.length;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const customer = await stripe.customers.create({});
      const pm = await stripe.paymentMethods.create({
        type: "card",
        card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" },
      });
      await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      const children = [`indyUsers/hook-${i}-a`, `indyUsers/hook-${i}-b`].slice(0, 1 + (i % 2));
      const sub = await stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: "price_sumwise_monthly", quantity: children.length }],
        default_payment_method: pm.id,
        metadata: { indy_user_name: `indyUsers/hook-buyer-${i}`, children_covered: children.join(",") },
      });
      if (i % 3 === 0) await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
      if (i % 3 === 1) await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
      if (i % 3 === 1) await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
      if (i % 4 === 3) await stripe.subscriptions.cancel(sub.id);
      ids.push(sub.id);
    }
    const events = emulator.state.events.slice(eventsBefore);
    expect(events.length).toBeGreaterThan(30);
    const deliveries = Array.from({ length: 1000 }, (_, n) => events[n % events.length]!);
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    for (let start = 0; start < deliveries.length; start += 25) {
      const batch = deliveries.slice(start, start + 25).map((event) => {
        const payload = Webhooks.payload(event);
        return post(payload, Webhooks.sign(payload, EMULATOR_WEBHOOK_SECRET));
      });
      const statuses = (await Promise.all(batch)).map((r) => r.status);
      expect(statuses.every((s) => s === 200)).toBe(true);
    }

    const db = database.forSchema<PaymentTables>("payment");
    for (const id of ids) {
      const atStripe = await stripe.subscriptions.retrieve(id);
      const row = await db
        .selectFrom("subscription")
        .selectAll()
        .where("stripe_subscription_id", "=", id)
        .executeTakeFirst();
      expect([row?.status, row?.cancel_at_period_end]).toEqual([atStripe.status, atStripe.cancel_at_period_end]);
      const covers = await db
        .selectFrom("subscription_cover")
        .selectAll()
        .where("stripe_subscription_id", "=", id)
        .execute();
      expect(covers.map((c) => c.indy_user_name).sort()).toEqual(atStripe.metadata.children_covered?.split(",").sort());
    }
    const applied = await db
      .selectFrom("stripe_event")
      .select("event_id")
      .where(
        "event_id",
        "in",
        events.map((e) => e.id),
      )
      .execute();
    expect(applied.length).toBe(new Set(events.map((e) => e.id)).size);
  });
});
