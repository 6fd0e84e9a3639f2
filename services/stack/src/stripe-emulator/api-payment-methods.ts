import type { Billing } from "./billing.js";
import { behaviourOf, checkCardDetails } from "./cards.js";
import { type Form, int, metadata, obj, str } from "./form.js";
import { customerJson, intentJson, type Json, paymentMethodJson } from "./render.js";
import type { CustomerRecord, EmulatorState, IntentRecord, PaymentMethodRecord } from "./state.js";
import { StripeError } from "./stripe-error.js";

/** Customers, payment methods, setup intents and payment intents. */
export class PaymentMethodsApi {
  constructor(
    private readonly state: EmulatorState,
    private readonly billing: Billing,
    private readonly baseUrl: string,
  ) {}

  customer(id: string): CustomerRecord {
    const customer = this.state.customers.get(id);
    if (!customer) throw StripeError.missing("customer", id);
    return customer;
  }

  paymentMethod(id: string): PaymentMethodRecord {
    const pm = this.state.paymentMethods.get(id);
    if (!pm) throw StripeError.missing("payment_method", id);
    return pm;
  }

  intent(id: string, kind: IntentRecord["kind"], clientSecret?: string): IntentRecord {
    const intent = this.state.intents.get(id);
    if (!intent || intent.kind !== kind) throw StripeError.missing(kind, id);
    if (clientSecret !== undefined && clientSecret !== intent.clientSecret)
      throw StripeError.invalid("The client_secret provided does not match this intent.", "client_secret");
    return intent;
  }

  createCustomer(form: Form): Json {
    const customer: CustomerRecord = {
      id: this.state.id("cus"),
      email: str(form, "email") ?? null,
      name: str(form, "name") ?? null,
      metadata: metadata(form),
      defaultPaymentMethod: null,
      created: this.state.now(),
    };
    this.state.customers.set(customer.id, customer);
    return customerJson(customer);
  }

  updateCustomer(id: string, form: Form): Json {
    const customer = this.customer(id);
    const defaultMethod = str(obj(form, "invoice_settings"), "default_payment_method");
    if (defaultMethod !== undefined) {
      const pm = this.paymentMethod(defaultMethod);
      if (pm.customer !== id)
        throw StripeError.invalid("The payment method must be attached to the customer.", "default_payment_method");
      customer.defaultPaymentMethod = pm.id;
    }
    const email = str(form, "email");
    if (email !== undefined) customer.email = email;
    Object.assign(customer.metadata, metadata(form));
    return customerJson(customer);
  }

  /** Tokenising a card (the browser's call with the publishable key): only format checks here. */
  createPaymentMethod(form: Form): Json {
    if (str(form, "type") !== "card") throw StripeError.invalid("Only card payment methods are emulated.", "type");
    const card = obj(form, "card");
    const details = {
      number: (str(card, "number") ?? "").replace(/\s/g, ""),
      expMonth: int(card, "exp_month") ?? Number.NaN,
      expYear: int(card, "exp_year") ?? Number.NaN,
      cvc: str(card, "cvc") ?? "",
    };
    const problem = checkCardDetails(details, new Date(this.state.now() * 1000));
    if (problem) throw StripeError.card(problem.code, problem.message, { param: problem.param });
    const billing = obj(form, "billing_details");
    const address = obj(billing, "address");
    const pm: PaymentMethodRecord = {
      id: this.state.id("pm"),
      number: details.number,
      brand: behaviourOf(details.number).brand,
      expMonth: details.expMonth,
      expYear: details.expYear < 100 ? 2000 + details.expYear : details.expYear,
      name: str(billing, "name") ?? null,
      postalCode: str(address, "postal_code") ?? null,
      country: str(address, "country") ?? null,
      customer: null,
      created: this.state.now(),
    };
    this.state.paymentMethods.set(pm.id, pm);
    return paymentMethodJson(pm);
  }

  /** Stripe checks the card with its bank when it is attached: declined cards fail here. */
  attach(id: string, form: Form): Json {
    const pm = this.paymentMethod(id);
    const customer = this.customer(str(form, "customer") ?? "");
    if (pm.customer && pm.customer !== customer.id)
      throw StripeError.invalid("This PaymentMethod is already attached to a different customer.", "customer");
    const failure = behaviourOf(pm.number).attachFailure;
    if (failure) throw StripeError.card(failure.code, failure.message, { decline_code: failure.declineCode });
    pm.customer = customer.id;
    this.billing.emitPaymentMethodAttached(pm);
    return paymentMethodJson(pm);
  }

  createSetupIntent(form: Form): Json {
    const customer = str(form, "customer");
    if (customer) this.customer(customer);
    const intent = this.billing.newIntent("setup_intent", { customer: customer ?? null });
    return intentJson(intent, this.baseUrl);
  }

  /** The browser confirms an intent with a payment method; 3-D Secure cards stop at requires_action. */
  confirm(id: string, kind: IntentRecord["kind"], form: Form): Json {
    const intent = this.intent(id, kind, str(form, "client_secret"));
    if (intent.status === "succeeded" || intent.status === "canceled")
      throw StripeError.invalid(
        `This ${kind} has already been ${intent.status}.`,
        undefined,
        `${kind}_unexpected_state`,
      );
    const method = str(form, "payment_method");
    if (method) intent.paymentMethod = this.paymentMethod(method).id;
    this.billing.attempt(intent, true);
    return intentJson(intent, this.baseUrl);
  }

  retrieveIntent(id: string, kind: IntentRecord["kind"], clientSecret?: string): Json {
    return intentJson(this.intent(id, kind, clientSecret), this.baseUrl);
  }
}
