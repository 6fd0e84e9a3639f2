import type {
  CouponRecord,
  CustomerRecord,
  EmulatorState,
  IntentRecord,
  InvoiceRecord,
  PaymentMethodRecord,
  PriceRecord,
  PromotionCodeRecord,
  SubscriptionRecord,
} from "./state.js";

/** Stripe's JSON shapes (API version 2025-02-24.acacia), only the fields Sumwise or the SDK read. */
export type Json = Record<string, unknown>;

export function customerJson(c: CustomerRecord): Json {
  return {
    id: c.id,
    object: "customer",
    email: c.email,
    name: c.name,
    metadata: c.metadata,
    invoice_settings: { default_payment_method: c.defaultPaymentMethod },
    created: c.created,
    livemode: false,
  };
}

export function paymentMethodJson(pm: PaymentMethodRecord): Json {
  return {
    id: pm.id,
    object: "payment_method",
    type: "card",
    card: {
      brand: pm.brand,
      last4: pm.number.slice(-4),
      exp_month: pm.expMonth,
      exp_year: pm.expYear,
      country: "GB",
      funding: "credit",
      wallet: null,
    },
    billing_details: {
      name: pm.name,
      email: null,
      phone: null,
      address: {
        postal_code: pm.postalCode,
        country: pm.country,
        city: null,
        line1: null,
        line2: null,
        state: null,
      },
    },
    customer: pm.customer,
    created: pm.created,
    livemode: false,
  };
}

export function priceJson(p: PriceRecord): Json {
  return {
    id: p.id,
    object: "price",
    active: p.active,
    currency: p.currency,
    product: p.product,
    nickname: p.productName,
    type: "recurring",
    recurring: { interval: p.interval, interval_count: 1, usage_type: "licensed" },
    billing_scheme: "tiered",
    tiers_mode: "graduated",
    tiers: p.tiers.map((t) => ({ up_to: t.upTo, unit_amount: t.unitAmount, flat_amount: null })),
    unit_amount: null,
    metadata: p.metadata,
    livemode: false,
  };
}

export function productJson(p: PriceRecord): Json {
  return { id: p.product, object: "product", name: p.productName, active: p.active, livemode: false };
}

export function couponJson(c: CouponRecord): Json {
  return {
    id: c.id,
    object: "coupon",
    name: c.name,
    percent_off: c.percentOff,
    amount_off: null,
    duration: c.duration,
    duration_in_months: c.durationInMonths,
    metadata: c.metadata,
    valid: true,
    livemode: false,
  };
}

export function promotionCodeJson(p: PromotionCodeRecord, state: EmulatorState): Json {
  const coupon = state.coupons.get(p.coupon);
  const expired = p.expiresAt !== null && p.expiresAt <= state.now();
  return {
    id: p.id,
    object: "promotion_code",
    code: p.code,
    coupon: coupon ? couponJson(coupon) : null,
    active: p.active && !expired,
    expires_at: p.expiresAt,
    livemode: false,
  };
}

export function intentJson(i: IntentRecord, baseUrl: string): Json {
  const common = {
    id: i.id,
    object: i.kind,
    client_secret: i.clientSecret,
    customer: i.customer,
    payment_method: i.paymentMethod,
    status: i.status,
    created: i.created,
    livemode: false,
    next_action:
      i.status === "requires_action"
        ? {
            type: "redirect_to_url",
            redirect_to_url: { url: `${baseUrl}/3ds/${i.id}?client_secret=${i.clientSecret}`, return_url: null },
          }
        : null,
  };
  const error = i.lastError
    ? {
        type: "card_error",
        code: i.lastError.code,
        decline_code: i.lastError.declineCode,
        message: i.lastError.message,
      }
    : null;
  return i.kind === "payment_intent"
    ? { ...common, amount: i.amount, currency: i.currency, invoice: i.invoice, last_payment_error: error }
    : { ...common, usage: "off_session", last_setup_error: error };
}

export function subscriptionJson(s: SubscriptionRecord, state: EmulatorState): Json {
  const price = state.prices.get(s.price);
  const coupon = s.coupon ? state.coupons.get(s.coupon) : undefined;
  const item = {
    id: s.itemId,
    object: "subscription_item",
    price: price ? priceJson(price) : s.price,
    quantity: s.quantity,
    subscription: s.id,
  };
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    currency: price?.currency ?? "gbp",
    items: { object: "list", data: [item], has_more: false, url: `/v1/subscription_items?subscription=${s.id}` },
    plan: price ? { id: price.id, object: "plan", interval: price.interval, currency: price.currency } : null,
    quantity: s.quantity,
    default_payment_method: s.defaultPaymentMethod,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    trial_start: s.trialStart,
    trial_end: s.trialEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.currentPeriodEnd : null,
    canceled_at: s.canceledAt,
    ended_at: s.endedAt,
    latest_invoice: s.latestInvoice,
    pending_setup_intent: s.pendingSetupIntent,
    discount: coupon
      ? { object: "discount", coupon: couponJson(coupon), promotion_code: s.promotionCode, end: s.discountEnd }
      : null,
    metadata: s.metadata,
    created: s.created,
    livemode: false,
  };
}

export function invoiceJson(i: InvoiceRecord): Json {
  const total = i.subtotal - i.discount;
  const paid = i.status === "paid";
  return {
    id: i.id,
    object: "invoice",
    customer: i.customer,
    subscription: i.subscription,
    status: i.status,
    currency: i.currency,
    subtotal: i.subtotal,
    total,
    total_discount_amounts: i.discount > 0 ? [{ amount: i.discount, discount: "di_emulated" }] : [],
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    payment_intent: i.paymentIntent,
    period_start: i.periodStart,
    period_end: i.periodEnd,
    billing_reason: i.billingReason,
    attempt_count: i.attemptCount,
    next_payment_attempt: i.nextPaymentAttempt,
    paid,
    created: i.created,
    livemode: false,
  };
}

/** Any stored object by id, rendered; what `expand[]` swaps an id for. */
export function renderById(id: string, state: EmulatorState, baseUrl: string): Json | undefined {
  const [prefix] = id.split("_");
  switch (prefix) {
    case "cus": {
      const c = state.customers.get(id);
      return c && customerJson(c);
    }
    case "pm": {
      const pm = state.paymentMethods.get(id);
      return pm && paymentMethodJson(pm);
    }
    case "price": {
      const p = state.prices.get(id);
      return p && priceJson(p);
    }
    case "prod": {
      const p = [...state.prices.values()].find((price) => price.product === id);
      return p && productJson(p);
    }
    case "pi":
    case "seti": {
      const i = state.intents.get(id);
      return i && intentJson(i, baseUrl);
    }
    case "sub": {
      const s = state.subscriptions.get(id);
      return s && subscriptionJson(s, state);
    }
    case "in": {
      const i = state.invoices.get(id);
      return i && invoiceJson(i);
    }
    default:
      return undefined;
  }
}

/** Stripe's `expand[]`: each dotted path swaps the id found there for its object ("data." for lists). */
export function expand(json: Json, paths: string[], state: EmulatorState, baseUrl: string): Json {
  for (const path of paths) expandPath(json, path.split("."), state, baseUrl);
  return json;
}

function expandPath(node: unknown, parts: string[], state: EmulatorState, baseUrl: string): void {
  if (parts.length === 0 || node === null || typeof node !== "object") return;
  const [head, ...rest] = parts as [string, ...string[]];
  const record = node as Json;
  if (head === "data" && Array.isArray(record.data)) {
    for (const item of record.data) expandPath(item, rest, state, baseUrl);
    return;
  }
  let value = record[head];
  if (typeof value === "string") {
    const rendered = renderById(value, state, baseUrl);
    if (rendered) {
      record[head] = rendered;
      value = rendered;
    }
  }
  expandPath(value, rest, state, baseUrl);
}
