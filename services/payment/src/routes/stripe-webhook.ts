import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { PaymentContext } from "../context.js";
import { syncSubscription } from "../stripe/sync.js";

export const WEBHOOK_PATH = "/stripe/webhook";

/** The subscription an event is about, if any: subscription events and invoice events name one. */
function subscriptionOfEvent(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; subscription?: string | { id: string } | null };
  if (object.object === "subscription") return object.id;
  if (object.object === "invoice" && object.subscription)
    return typeof object.subscription === "string" ? object.subscription : object.subscription.id;
  return undefined;
}

/**
 * Stripe's webhook endpoint (routed by the gateway and by Envoy). Only events whose Stripe-Signature
 * checks out against the raw body are read. Each is applied by reading the subscription again from
 * Stripe, so duplicates and any delivery order end in Stripe's state; an event id already applied
 * is acknowledged at once. A failure answers 500 and Stripe delivers the event again later.
 */
export function stripeWebhook(ctx: PaymentContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    app.post(WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || typeof request.body !== "string") throw new Error("unsigned");
        event = ctx.stripe.webhooks.constructEvent(request.body, signature, ctx.config.STRIPE_WEBHOOK_SECRET);
      } catch {
        return reply.code(400).send({ error: "The Stripe-Signature header does not match the body." });
      }
      if (await ctx.subscriptions.eventApplied(event.id)) return reply.send({ received: true, duplicate: true });
      const subscriptionId = subscriptionOfEvent(event);
      if (subscriptionId) await syncSubscription(ctx.stripe, ctx.subscriptions, subscriptionId);
      await ctx.subscriptions.markEventApplied(event.id, event.type);
      return reply.send({ received: true });
    });
  };
}
