import { create } from "@bufbuild/protobuf";
import { PayStripeSubscriptionRequestSchema } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { EMULATOR_PUBLISHABLE_KEY, type RunningStack } from "@sumwise/stack";
import { sql } from "kysely";

/** Tokenises a test card as the web's local card form does: through the gateway, with the publishable key. */
export async function cardToken(stack: RunningStack, number: string): Promise<string> {
  const body = new URLSearchParams({
    type: "card",
    "card[number]": number,
    "card[exp_month]": "12",
    "card[exp_year]": String(new Date().getFullYear() + 3),
    "card[cvc]": "123",
    "billing_details[name]": "Pat Parent",
    "billing_details[address][postal_code]": "SW1A 1AA",
    "billing_details[address][country]": "GB",
  });
  const response = await fetch(`${stack.url}/stripe-emulator/v1/payment_methods`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${EMULATOR_PUBLISHABLE_KEY}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  });
  const json = (await response.json()) as { id?: string; error?: { code: string } };
  if (!json.id) throw new Error(`card ${number}: ${json.error?.code}`);
  return json.id;
}

/** Answers the emulator's 3-D Secure page as a person would, through the gateway. */
export async function answerChallenge(stack: RunningStack, clientSecret: string, pass: boolean): Promise<void> {
  const id = clientSecret.split("_secret_")[0];
  const response = await fetch(`${stack.url}/stripe-emulator/3ds/${id}?client_secret=${clientSecret}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `result=${pass ? "pass" : "fail"}`,
  });
  if (response.status !== 200) throw new Error(`3-D Secure answer: HTTP ${response.status}`);
}

/** Moves the emulator's clock (renewals, retries and period ends happen) and waits for its webhooks. */
export async function advanceStripeClock(stack: RunningStack, seconds: number): Promise<void> {
  const emulator = stack.stripe;
  if (!emulator) throw new Error("no Stripe emulator in this stack");
  await fetch(`${emulator.url}/_emulator/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seconds }),
  });
  await emulator.emulator.webhooks.settle();
}

/** Ends a user's free trial yesterday (what 14 days of waiting would do). */
export async function endTrial(database: DatabaseHandle, userName: string): Promise<void> {
  const db = database.forSchema<{ access: { indy_user_name: string; trial_ends_on: string } }>("payment");
  await sql`update payment.access set trial_ends_on = current_date - 1 where indy_user_name = ${userName}`.execute(db);
}

/** A subscribe order as the web sends it, with a fresh request id unless one is given. */
export const order = (fields: {
  planName: string;
  paymentMethodId: string;
  quantity?: number;
  childrenCovered?: string[];
  couponName?: string;
  planIsFamilyDiscount?: boolean;
  requestId?: string;
}) => create(PayStripeSubscriptionRequestSchema, { quantity: 1, requestId: crypto.randomUUID(), ...fields });

export { errorOf } from "@sumwise/stack/testing";

export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
