import { discountOf, graduatedAmount } from "@sumwise/rules";
import { behaviourOf } from "./cards.js";
import { invoiceJson, type Json, paymentMethodJson, subscriptionJson } from "./render.js";
import type {
  EmulatorState,
  IntentError,
  IntentRecord,
  InvoiceRecord,
  PaymentMethodRecord,
  PriceRecord,
  SubscriptionRecord,
} from "./state.js";
import { StripeError } from "./stripe-error.js";

/** Where events go: webhooks.ts signs and delivers them. */
export type Emit = (type: string, object: Json) => void;

const DAY = 86_400;
/** Stripe's smart retries, simplified: the next attempt on a failed renewal three days later. */
const RETRY_AFTER = 3 * DAY;
/** Stripe expires an incomplete subscription's first invoice after 23 hours. */
const INCOMPLETE_EXPIRES_AFTER = 23 * 3600;

/** Graduated tiers: each unit is priced by the tier it falls in. */
export const amountFor = (price: PriceRecord, quantity: number): number => graduatedAmount(price.tiers, quantity);

/** Calendar months, as Stripe bills: the 31st renews on the last day of a shorter month. */
export function addInterval(from: number, interval: "month" | "year"): number {
  const date = new Date(from * 1000);
  const months = interval === "month" ? 1 : 12;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export class Billing {
  /** Subscriptions being created: their first payment is part of "created", not an update. */
  readonly creating = new Set<string>();

  constructor(
    private readonly state: EmulatorState,
    private readonly emit: Emit,
  ) {}

  subscriptionEvent(type: string, sub: SubscriptionRecord): void {
    this.emit(type, subscriptionJson(sub, this.state));
  }

  emitPaymentMethodAttached(pm: PaymentMethodRecord): void {
    this.emit("payment_method.attached", paymentMethodJson(pm));
  }

  newIntent(kind: IntentRecord["kind"], fields: Partial<IntentRecord>): IntentRecord {
    const id = this.state.id(kind === "payment_intent" ? "pi" : "seti");
    const intent: IntentRecord = {
      id,
      kind,
      clientSecret: `${id}_secret_${this.state.id("s").slice(2)}`,
      customer: null,
      paymentMethod: null,
      status: "requires_payment_method",
      amount: 0,
      currency: "gbp",
      invoice: null,
      lastError: null,
      created: this.state.now(),
      ...fields,
    };
    this.state.intents.set(id, intent);
    return intent;
  }

  /**
   * Tries an intent with its payment method. On session, a card that needs 3-D Secure waits for the
   * challenge; off session (renewals, invoices paid by us) a card already authenticated once is not
   * asked again, as Stripe's 4000 0025 0000 3155 behaves.
   */
  attempt(intent: IntentRecord, onSession: boolean): void {
    const pm = intent.paymentMethod ? this.state.paymentMethods.get(intent.paymentMethod) : undefined;
    if (!pm) {
      intent.status = "requires_payment_method";
      return;
    }
    const card = behaviourOf(pm.number);
    const failure = intent.kind === "payment_intent" ? card.chargeFailure : card.attachFailure;
    if (failure) {
      this.fail(intent, { ...failure });
      return;
    }
    if (card.requiresAuthentication && (onSession || !this.state.authenticated.has(pm.id))) {
      intent.status = "requires_action";
      intent.lastError = null;
      return;
    }
    this.succeed(intent);
  }

  fail(intent: IntentRecord, error: IntentError): void {
    intent.status = "requires_payment_method";
    intent.lastError = error;
    this.emit(`${intent.kind}.${intent.kind === "payment_intent" ? "payment_failed" : "setup_failed"}`, {
      id: intent.id,
      object: intent.kind,
    });
    const invoice = intent.invoice ? this.state.invoices.get(intent.invoice) : undefined;
    if (invoice) this.emit("invoice.payment_failed", invoiceJson(invoice));
  }

  /** The 3-D Secure page's answer. */
  authenticate(intent: IntentRecord, passed: boolean): void {
    if (intent.status !== "requires_action") return;
    if (!passed) {
      const code =
        intent.kind === "payment_intent"
          ? "payment_intent_authentication_failure"
          : "setup_intent_authentication_failure";
      this.fail(intent, { code, message: "We are unable to authenticate your payment method." });
      return;
    }
    if (intent.paymentMethod) this.state.authenticated.add(intent.paymentMethod);
    this.succeed(intent);
  }

  succeed(intent: IntentRecord): void {
    intent.status = "succeeded";
    intent.lastError = null;
    const pm = intent.paymentMethod ? this.state.paymentMethods.get(intent.paymentMethod) : undefined;
    if (pm && intent.customer && !pm.customer) pm.customer = intent.customer;
    this.emit(`${intent.kind}.succeeded`, { id: intent.id, object: intent.kind });
    const invoice = intent.invoice ? this.state.invoices.get(intent.invoice) : undefined;
    if (invoice) this.markPaid(invoice);
    for (const sub of this.state.subscriptions.values()) {
      if (sub.pendingSetupIntent === intent.id) {
        sub.pendingSetupIntent = null;
        this.subscriptionEvent("customer.subscription.updated", sub);
      }
    }
  }

  markPaid(invoice: InvoiceRecord): void {
    invoice.status = "paid";
    invoice.nextPaymentAttempt = null;
    this.emit("invoice.paid", invoiceJson(invoice));
    const sub = this.state.subscriptions.get(invoice.subscription);
    if (sub && sub.latestInvoice === invoice.id && ["incomplete", "past_due"].includes(sub.status)) {
      sub.status = sub.trialEnd !== null && sub.trialEnd > this.state.now() ? "trialing" : "active";
      if (!this.creating.has(sub.id)) this.subscriptionEvent("customer.subscription.updated", sub);
    }
  }

  discountFor(sub: SubscriptionRecord, subtotal: number, at: number): number {
    if (!sub.coupon || (sub.discountEnd !== null && sub.discountEnd <= at)) return 0;
    const coupon = this.state.coupons.get(sub.coupon);
    return coupon ? discountOf(subtotal, coupon.percentOff) : 0;
  }

  /** An invoice for the subscription's current period, with its payment intent (none when free). */
  invoiceFor(sub: SubscriptionRecord, reason: InvoiceRecord["billingReason"], free: boolean): InvoiceRecord {
    const price = this.price(sub.price);
    const subtotal = free ? 0 : amountFor(price, sub.quantity);
    const invoice: InvoiceRecord = {
      id: this.state.id("in"),
      customer: sub.customer,
      subscription: sub.id,
      status: "open",
      subtotal,
      discount: this.discountFor(sub, subtotal, sub.currentPeriodStart),
      currency: price.currency,
      paymentIntent: null,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      billingReason: reason,
      attemptCount: 0,
      nextPaymentAttempt: null,
      created: this.state.now(),
    };
    this.state.invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    const total = invoice.subtotal - invoice.discount;
    if (total > 0) {
      const intent = this.newIntent("payment_intent", {
        customer: sub.customer,
        amount: total,
        currency: invoice.currency,
        invoice: invoice.id,
        paymentMethod: this.paymentMethodFor(sub),
      });
      invoice.paymentIntent = intent.id;
    } else {
      invoice.status = "paid";
    }
    this.emit("invoice.created", invoiceJson(invoice));
    return invoice;
  }

  paymentMethodFor(sub: SubscriptionRecord): string | null {
    return sub.defaultPaymentMethod ?? this.state.customers.get(sub.customer)?.defaultPaymentMethod ?? null;
  }

  price(id: string): PriceRecord {
    const price = this.state.prices.get(id);
    if (!price) throw StripeError.missing("price", id);
    return price;
  }

  /** Renews, retries and ends subscriptions whose time has come (after the clock moved). */
  tick(): void {
    const now = this.state.now();
    for (const sub of this.state.subscriptions.values()) {
      if (sub.status === "incomplete" && sub.created + INCOMPLETE_EXPIRES_AFTER <= now) {
        sub.status = "incomplete_expired";
        sub.endedAt = now;
        this.subscriptionEvent("customer.subscription.updated", sub);
        continue;
      }
      if (!["active", "trialing", "past_due"].includes(sub.status)) continue;
      this.retryPastDue(sub, now);
      while (sub.currentPeriodEnd <= now && sub.status !== "canceled") this.renew(sub);
    }
  }

  private retryPastDue(sub: SubscriptionRecord, now: number): void {
    const invoice = sub.latestInvoice ? this.state.invoices.get(sub.latestInvoice) : undefined;
    if (sub.status !== "past_due" || invoice?.status !== "open" || !invoice.paymentIntent) return;
    if (invoice.nextPaymentAttempt === null || invoice.nextPaymentAttempt > now) return;
    const intent = this.state.intents.get(invoice.paymentIntent);
    if (!intent) return;
    invoice.attemptCount += 1;
    intent.paymentMethod = this.paymentMethodFor(sub);
    this.attempt(intent, false);
    if (intent.status !== "succeeded") invoice.nextPaymentAttempt = invoice.attemptCount < 4 ? now + RETRY_AFTER : null;
  }

  private renew(sub: SubscriptionRecord): void {
    const end = sub.currentPeriodEnd;
    if (sub.cancelAtPeriodEnd) {
      sub.status = "canceled";
      sub.canceledAt = sub.canceledAt ?? end;
      sub.endedAt = end;
      this.subscriptionEvent("customer.subscription.deleted", sub);
      return;
    }
    const wasTrial = sub.status === "trialing";
    sub.currentPeriodStart = end;
    sub.currentPeriodEnd = addInterval(end, this.price(sub.price).interval);
    const invoice = this.invoiceFor(sub, "subscription_cycle", false);
    invoice.attemptCount = 1;
    const intent = invoice.paymentIntent ? this.state.intents.get(invoice.paymentIntent) : undefined;
    if (intent) this.attempt(intent, false);
    if (invoice.status === "paid") {
      sub.status = "active";
    } else {
      sub.status = "past_due";
      invoice.nextPaymentAttempt = end + RETRY_AFTER;
    }
    if (wasTrial || sub.status === "past_due") this.subscriptionEvent("customer.subscription.updated", sub);
  }
}
