import type { PaymentMethodsApi } from "./api-payment-methods.js";
import { addInterval, amountFor, type Billing } from "./billing.js";
import { bool, type Form, int, list, metadata, str } from "./form.js";
import { couponJson, invoiceJson, type Json, priceJson, promotionCodeJson, subscriptionJson } from "./render.js";
import type { EmulatorState, InvoiceRecord, SubscriptionRecord } from "./state.js";
import { StripeError } from "./stripe-error.js";

const listOf = (url: string, data: Json[]): Json => ({ object: "list", data, has_more: false, url });

/** Prices, coupons and promotion codes, subscriptions and invoices. */
export class SubscriptionsApi {
  constructor(
    private readonly state: EmulatorState,
    private readonly billing: Billing,
    private readonly methods: PaymentMethodsApi,
  ) {}

  subscription(id: string): SubscriptionRecord {
    const sub = this.state.subscriptions.get(id);
    if (!sub) throw StripeError.missing("subscription", id);
    return sub;
  }

  listPrices(form: Form): Json {
    const active = bool(form, "active");
    const prices = [...this.state.prices.values()].filter((p) => active === undefined || p.active === active);
    return listOf("/v1/prices", prices.map(priceJson));
  }

  retrievePrice(id: string): Json {
    return priceJson(this.billing.price(id));
  }

  retrieveCoupon(id: string): Json {
    const coupon = this.state.coupons.get(id);
    if (!coupon) throw StripeError.missing("coupon", id);
    return couponJson(coupon);
  }

  /** Codes match case-insensitively, as Stripe's do. */
  listPromotionCodes(form: Form): Json {
    const code = str(form, "code")?.toLowerCase();
    const active = bool(form, "active");
    const data = [...this.state.promotionCodes.values()]
      .filter((p) => code === undefined || p.code.toLowerCase() === code)
      .map((p) => promotionCodeJson(p, this.state))
      .filter((p) => active === undefined || p.active === active);
    return listOf("/v1/promotion_codes", data);
  }

  createSubscription(form: Form): Json {
    const customer = this.methods.customer(str(form, "customer") ?? "");
    const items = list(form, "items");
    const item = items[0];
    if (items.length !== 1 || !item || typeof item !== "object" || Array.isArray(item))
      throw StripeError.invalid("Exactly one subscription item is emulated.", "items");
    const price = this.billing.price(str(item, "price") ?? "");
    if (!price.active) throw StripeError.invalid(`The price ${price.id} is not active.`, "items[0][price]");
    const quantity = int(item, "quantity") ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1)
      throw StripeError.invalid("Invalid positive integer", "items[0][quantity]");
    const defaultMethod = str(form, "default_payment_method") ?? null;
    if (defaultMethod && this.methods.paymentMethod(defaultMethod).customer !== customer.id)
      throw StripeError.invalid("The payment method must be attached to the customer.", "default_payment_method");
    const { coupon, promotionCode } = this.discountOf(form);
    const now = this.state.now();
    const trialEnd = int(form, "trial_end");
    if (trialEnd !== undefined && trialEnd <= now)
      throw StripeError.invalid("Invalid timestamp: must be in the future.", "trial_end");
    const periodEnd = trialEnd ?? addInterval(now, price.interval);
    const months = coupon?.duration === "repeating" ? (coupon.durationInMonths ?? 1) : undefined;
    const sub: SubscriptionRecord = {
      id: this.state.id("sub"),
      itemId: this.state.id("si"),
      customer: customer.id,
      price: price.id,
      quantity,
      status: "incomplete",
      defaultPaymentMethod: defaultMethod,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialStart: trialEnd ? now : null,
      trialEnd: trialEnd ?? null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      latestInvoice: null,
      pendingSetupIntent: null,
      coupon: coupon?.id ?? null,
      promotionCode,
      discountEnd: months === undefined ? (coupon?.duration === "once" ? periodEnd : null) : addMonths(now, months),
      metadata: metadata(form),
      created: now,
    };
    this.state.subscriptions.set(sub.id, sub);
    this.billing.creating.add(sub.id);
    try {
      this.startPeriod(sub, trialEnd !== undefined, str(form, "payment_behavior") ?? "allow_incomplete");
    } finally {
      this.billing.creating.delete(sub.id);
    }
    this.billing.subscriptionEvent("customer.subscription.created", sub);
    return subscriptionJson(sub, this.state);
  }

  private startPeriod(sub: SubscriptionRecord, trial: boolean, behaviour: string): void {
    const invoice = this.billing.invoiceFor(sub, "subscription_create", trial);
    if (trial) {
      sub.status = "trialing";
      this.setUpForLater(sub);
    } else {
      this.chargeFirst(sub, invoice, behaviour);
    }
  }

  /** A trial collects no money; a card that needs 3-D Secure is set up now for the first renewal. */
  private setUpForLater(sub: SubscriptionRecord): void {
    const method = this.billing.paymentMethodFor(sub);
    if (!method) return;
    const intent = this.billing.newIntent("setup_intent", { customer: sub.customer, paymentMethod: method });
    this.billing.attempt(intent, true);
    if (intent.status !== "succeeded") sub.pendingSetupIntent = intent.id;
  }

  private chargeFirst(sub: SubscriptionRecord, invoice: InvoiceRecord, behaviour: string): void {
    const intent = invoice.paymentIntent ? this.state.intents.get(invoice.paymentIntent) : undefined;
    if (!intent) {
      sub.status = "active";
      return;
    }
    invoice.attemptCount = 1;
    this.billing.attempt(intent, true);
    if (intent.status === "succeeded") return;
    if (behaviour === "error_if_incomplete" && intent.lastError) {
      this.state.subscriptions.delete(sub.id);
      throw StripeError.card(intent.lastError.code, intent.lastError.message, {
        decline_code: intent.lastError.declineCode,
      });
    }
  }

  private discountOf(form: Form) {
    const promotion = str(form, "promotion_code");
    if (promotion) {
      const code = this.state.promotionCodes.get(promotion);
      if (!code) throw StripeError.missing("promotion_code", promotion);
      if (!code.active || (code.expiresAt !== null && code.expiresAt <= this.state.now()))
        throw StripeError.invalid("This promotion code has expired.", "promotion_code", "promotion_code_expired");
      return { coupon: this.state.coupons.get(code.coupon), promotionCode: code.id };
    }
    const couponId = str(form, "coupon");
    if (!couponId) return { coupon: undefined, promotionCode: null };
    const coupon = this.state.coupons.get(couponId);
    if (!coupon) throw StripeError.missing("coupon", couponId);
    return { coupon, promotionCode: null };
  }

  updateSubscription(id: string, form: Form): Json {
    const sub = this.subscription(id);
    if (sub.status === "canceled" || sub.status === "incomplete_expired")
      throw StripeError.invalid("A canceled subscription can only update its cancellation_details and metadata.");
    const cancel = bool(form, "cancel_at_period_end");
    if (cancel !== undefined) {
      sub.cancelAtPeriodEnd = cancel;
      sub.canceledAt = cancel ? this.state.now() : null;
    }
    const method = str(form, "default_payment_method");
    if (method !== undefined) {
      if (this.methods.paymentMethod(method).customer !== sub.customer)
        throw StripeError.invalid("The payment method must be attached to the customer.", "default_payment_method");
      sub.defaultPaymentMethod = method;
    }
    Object.assign(sub.metadata, metadata(form));
    this.billing.subscriptionEvent("customer.subscription.updated", sub);
    return subscriptionJson(sub, this.state);
  }

  cancelNow(id: string): Json {
    const sub = this.subscription(id);
    if (sub.status !== "canceled") {
      sub.status = "canceled";
      sub.canceledAt = this.state.now();
      sub.endedAt = this.state.now();
      this.billing.subscriptionEvent("customer.subscription.deleted", sub);
    }
    return subscriptionJson(sub, this.state);
  }

  listSubscriptions(form: Form): Json {
    const customer = str(form, "customer");
    const status = str(form, "status");
    const data = [...this.state.subscriptions.values()]
      .filter((s) => customer === undefined || s.customer === customer)
      .filter((s) =>
        status === "all" ? true : status ? s.status === status : !["canceled", "incomplete_expired"].includes(s.status),
      )
      .sort((a, b) => b.created - a.created)
      .map((s) => subscriptionJson(s, this.state));
    return listOf("/v1/subscriptions", data);
  }

  retrieveInvoice(id: string): Json {
    const invoice = this.state.invoices.get(id);
    if (!invoice) throw StripeError.missing("invoice", id);
    return invoiceJson(invoice);
  }

  /** What the next renewal will charge, with the discount that will still apply then. */
  upcomingInvoice(form: Form): Json {
    const sub = this.subscription(str(form, "subscription") ?? "");
    if (sub.status === "canceled" || sub.cancelAtPeriodEnd)
      throw StripeError.invalid("No upcoming invoices for customer", undefined, "invoice_upcoming_none");
    const subtotal = amountFor(this.billing.price(sub.price), sub.quantity);
    const upcoming: InvoiceRecord = {
      id: "upcoming_in",
      customer: sub.customer,
      subscription: sub.id,
      status: "open",
      subtotal,
      discount: this.billing.discountFor(sub, subtotal, sub.currentPeriodEnd),
      currency: this.billing.price(sub.price).currency,
      paymentIntent: null,
      periodStart: sub.currentPeriodEnd,
      periodEnd: addInterval(sub.currentPeriodEnd, this.billing.price(sub.price).interval),
      billingReason: "upcoming",
      attemptCount: 0,
      nextPaymentAttempt: sub.currentPeriodEnd,
      created: this.state.now(),
    };
    const json = invoiceJson(upcoming);
    delete json.id;
    return json;
  }

  /** Paying an open invoice now (off session): card errors answer 402 as Stripe's do. */
  payInvoice(id: string, form: Form): Json {
    const invoice = this.state.invoices.get(id);
    if (!invoice) throw StripeError.missing("invoice", id);
    if (invoice.status === "paid")
      throw StripeError.invalid("Invoice is already paid", undefined, "invoice_already_paid");
    const intent = invoice.paymentIntent ? this.state.intents.get(invoice.paymentIntent) : undefined;
    if (!intent) throw StripeError.invalid("This invoice has nothing to pay.");
    const method = str(form, "payment_method");
    if (method) intent.paymentMethod = this.methods.paymentMethod(method).id;
    invoice.attemptCount += 1;
    this.billing.attempt(intent, false);
    if (intent.status === "requires_action")
      throw StripeError.card(
        "invoice_payment_intent_requires_action",
        "This payment requires additional user action.",
        {
          payment_intent: {
            id: intent.id,
            client_secret: intent.clientSecret,
            status: intent.status,
            object: "payment_intent",
          },
        },
      );
    if (intent.status !== "succeeded" && intent.lastError)
      throw StripeError.card(intent.lastError.code, intent.lastError.message, {
        decline_code: intent.lastError.declineCode,
      });
    return invoiceJson(invoice);
  }
}

function addMonths(from: number, months: number): number {
  let at = from;
  for (let i = 0; i < months; i++) at = addInterval(at, "month");
  return at;
}
