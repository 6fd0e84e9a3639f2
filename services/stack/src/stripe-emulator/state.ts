import { randomBytes } from "node:crypto";
import type { CardFailure } from "./cards.js";

/** The emulator's own records; render.ts turns them into Stripe's JSON shapes. */
export interface CustomerRecord {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  created: number;
}

export interface PaymentMethodRecord {
  id: string;
  number: string;
  brand: string;
  expMonth: number;
  expYear: number;
  name: string | null;
  postalCode: string | null;
  country: string | null;
  customer: string | null;
  created: number;
}

export interface PriceRecord {
  id: string;
  product: string;
  productName: string;
  active: boolean;
  currency: string;
  interval: "month" | "year";
  /** Graduated tiers: the first `upTo` units at `unitAmount`, and so on; null is "and above". */
  tiers: { upTo: number | null; unitAmount: number }[];
  metadata: Record<string, string>;
}

export interface CouponRecord {
  id: string;
  name: string;
  percentOff: number;
  duration: "once" | "repeating" | "forever";
  durationInMonths: number | null;
  metadata: Record<string, string>;
}

export interface PromotionCodeRecord {
  id: string;
  code: string;
  coupon: string;
  active: boolean;
  /** Unix seconds; past means expired. */
  expiresAt: number | null;
}

export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "succeeded"
  | "canceled";

export interface IntentError {
  code: string;
  declineCode?: string;
  message: string;
}

/** A payment intent or a setup intent: the same life, with or without an amount. */
export interface IntentRecord {
  id: string;
  kind: "payment_intent" | "setup_intent";
  clientSecret: string;
  customer: string | null;
  paymentMethod: string | null;
  status: IntentStatus;
  amount: number;
  currency: string;
  invoice: string | null;
  lastError: IntentError | null;
  created: number;
}

export type SubscriptionStatus = "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled";

export interface SubscriptionRecord {
  id: string;
  itemId: string;
  customer: string;
  price: string;
  quantity: number;
  status: SubscriptionStatus;
  defaultPaymentMethod: string | null;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string | null;
  pendingSetupIntent: string | null;
  coupon: string | null;
  promotionCode: string | null;
  /** When a repeating coupon stops applying. */
  discountEnd: number | null;
  metadata: Record<string, string>;
  created: number;
}

export interface InvoiceRecord {
  id: string;
  customer: string;
  subscription: string;
  status: "open" | "paid" | "void";
  subtotal: number;
  discount: number;
  currency: string;
  paymentIntent: string | null;
  periodStart: number;
  periodEnd: number;
  billingReason: "subscription_create" | "subscription_cycle" | "upcoming";
  attemptCount: number;
  nextPaymentAttempt: number | null;
  created: number;
}

export interface EventRecord {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

export class EmulatorState {
  customers = new Map<string, CustomerRecord>();
  paymentMethods = new Map<string, PaymentMethodRecord>();
  prices = new Map<string, PriceRecord>();
  coupons = new Map<string, CouponRecord>();
  promotionCodes = new Map<string, PromotionCodeRecord>();
  intents = new Map<string, IntentRecord>();
  subscriptions = new Map<string, SubscriptionRecord>();
  invoices = new Map<string, InvoiceRecord>();
  events: EventRecord[] = [];
  /** Idempotency-Key → the first response, as Stripe keeps it for 24 hours. */
  idempotent = new Map<string, { status: number; body: unknown }>();
  /** Seconds added to the wall clock by tests (Stripe's test clocks, simplified). */
  clockOffset = 0;
  /** Payment methods that passed a 3-D Secure challenge once (off-session charges need no second one). */
  authenticated = new Set<string>();

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  /** Everything but the idempotency cache, as JSON (make start keeps it beside PGlite's rows). */
  toJSON(): unknown {
    return {
      customers: [...this.customers.values()],
      paymentMethods: [...this.paymentMethods.values()],
      prices: [...this.prices.values()],
      coupons: [...this.coupons.values()],
      promotionCodes: [...this.promotionCodes.values()],
      intents: [...this.intents.values()],
      subscriptions: [...this.subscriptions.values()],
      invoices: [...this.invoices.values()],
      events: this.events,
      clockOffset: this.clockOffset,
      authenticated: [...this.authenticated],
    };
  }

  load(saved: ReturnType<EmulatorState["toJSON"]>): void {
    const data = saved as Record<string, unknown>;
    const fill = <T extends { id: string }>(map: Map<string, T>, rows: unknown) => {
      for (const row of (rows as T[] | undefined) ?? []) map.set(row.id, row);
    };
    fill(this.customers, data.customers);
    fill(this.paymentMethods, data.paymentMethods);
    fill(this.prices, data.prices);
    fill(this.coupons, data.coupons);
    fill(this.promotionCodes, data.promotionCodes);
    fill(this.intents, data.intents);
    fill(this.subscriptions, data.subscriptions);
    fill(this.invoices, data.invoices);
    this.events = (data.events as EventRecord[] | undefined) ?? [];
    this.clockOffset = Number(data.clockOffset ?? 0);
    this.authenticated = new Set((data.authenticated as string[] | undefined) ?? []);
  }

  id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
  }
}

export function failureFromCard(failure: CardFailure): IntentError {
  return { code: failure.code, declineCode: failure.declineCode, message: failure.message };
}
