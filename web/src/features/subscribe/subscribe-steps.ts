import type { PaymentErrorStep } from "../../lib/payments/card-errors.js";
import type { CardPaymentMethod } from "../../lib/payments/card-form.js";

/** The subscribe flow's steps in order (spec §4), each its own route under /account/subscribe. */
export const subscribeSteps = ["products", "location-details", "card-details", "order-summary", "result"] as const;
export type SubscribeStep = (typeof subscribeSteps)[number];

export const subscribeStepTitles: Record<SubscribeStep, string> = {
  products: "Choose a package",
  "location-details": "Billing address",
  "card-details": "Payment details",
  "order-summary": "Order summary",
  result: "Subscribe result",
};

/** The four steps the stepper shows; it is not on the products and result pages (spec §2). */
export const stepperSteps = ["products", "location-details", "card-details", "order-summary"] as const;

export const showsStepper = (step: SubscribeStep): boolean => step !== "products" && step !== "result";

/** The step a payment error sends the user back to, in this flow's words. */
export const stepForError: Record<PaymentErrorStep, SubscribeStep> = {
  package: "products",
  billing: "location-details",
  card: "card-details",
};

export function isSubscribeStep(value: string | undefined): value is SubscribeStep {
  return (subscribeSteps as readonly string[]).includes(value ?? "");
}

/** What the flow has gathered so far: the data each step needs from the ones before it. */
export interface SubscribeProgress {
  planName: string;
  /** Supporters buy for learners and must choose at least one. */
  buysForLearners: boolean;
  children: readonly string[];
  postcode: string;
  paymentMethod: CardPaymentMethod | undefined;
  /** The order has been placed (the result page has something to show). */
  placed: boolean;
}

/** The first step whose data is missing ("result" when everything before it is there). */
export function earliestMissingStep(progress: SubscribeProgress): SubscribeStep {
  if (!progress.planName || (progress.buysForLearners && progress.children.length === 0)) return "products";
  if (!progress.postcode) return "location-details";
  if (!progress.paymentMethod) return "card-details";
  if (!progress.placed) return "order-summary";
  return "result";
}

/**
 * Where a visit to `step` must go instead (spec §4): jumping ahead without prior data goes to the
 * earliest missing step; a result page with no order goes to products. Undefined: stay.
 */
export function redirectFor(step: SubscribeStep, progress: SubscribeProgress): SubscribeStep | undefined {
  if (step === "result") return progress.placed ? undefined : "products";
  const missing = earliestMissingStep(progress);
  return subscribeSteps.indexOf(step) > subscribeSteps.indexOf(missing) ? missing : undefined;
}
