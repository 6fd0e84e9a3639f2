import type { PaymentErrorStep } from "../../lib/payments/card-errors.js";

/** The update-payment flow's steps in order (spec §4), each a route under /account/update-payment-information. */
export const updatePaymentSteps = ["review", "location-details", "card-details", "result"] as const;
export type UpdatePaymentStep = (typeof updatePaymentSteps)[number];

export const updatePaymentStepTitles: Record<UpdatePaymentStep, string> = {
  review: "Preview changes",
  "location-details": "Location details",
  "card-details": "Card details",
  result: "Update payment information",
};

export const stepForError: Record<PaymentErrorStep, UpdatePaymentStep> = {
  package: "review",
  billing: "location-details",
  card: "card-details",
};

export function isUpdatePaymentStep(value: string | undefined): value is UpdatePaymentStep {
  return (updatePaymentSteps as readonly string[]).includes(value ?? "");
}

export interface UpdatePaymentProgress {
  reviewed: boolean;
  postcode: string;
  finished: boolean;
}

/** Earlier steps when their data is missing (spec §2); a result with nothing to show goes to the preview. */
export function updatePaymentRedirect(
  step: UpdatePaymentStep,
  progress: UpdatePaymentProgress,
): UpdatePaymentStep | undefined {
  if (step === "result") return progress.finished ? undefined : "review";
  const missing: UpdatePaymentStep = !progress.reviewed
    ? "review"
    : !progress.postcode
      ? "location-details"
      : "card-details";
  return updatePaymentSteps.indexOf(step) > updatePaymentSteps.indexOf(missing) ? missing : undefined;
}
