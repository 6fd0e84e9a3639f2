import type { HandlerContext } from "@connectrpc/connect";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { credentialsFor, failedPrecondition, notFound, permissionDenied, requireUser } from "@sumwise/kit";
import type { PaymentContext } from "../context.js";
import { BUYER_KEY } from "../stripe/sync.js";

/** Who is calling, as IndyService knows them (asked with their own token). */
export async function payerOf(ctx: PaymentContext, handler: HandlerContext) {
  const caller = requireUser(handler);
  const credentials = await credentialsFor(caller, ctx.serviceTokens, "indy");
  const { indyUser, hasSupporter } = await ctx.indy.getIndyUser({ name: caller.userName }, credentials);
  return {
    caller,
    credentials,
    indyUser,
    hasSupporter,
    isLearner: indyUser?.learnerState === RoleState.ENABLED,
    anonymous: indyUser?.anonymousState ?? false,
  };
}

export type Payer = Awaited<ReturnType<typeof payerOf>>;

/** Spec §1 and §6: a learner whose supporter made the account, and demo users, cannot buy. */
export function requireBuyer(payer: Payer): void {
  if (payer.hasSupporter) throw permissionDenied("Your subscription is managed from your parent's account.");
  if (payer.anonymous) throw permissionDenied("Demo accounts cannot subscribe.");
}

/** The caller's Stripe customer, made once (the idempotency key settles concurrent first calls). */
export async function customerFor(ctx: PaymentContext, payer: Payer, email?: string): Promise<string> {
  const userName = payer.caller.userName;
  const stored = await ctx.subscriptions.customerOf(userName);
  if (stored) return stored;
  const customer = await ctx.stripe.customers.create(
    {
      email: email || payer.indyUser?.email || undefined,
      name: [payer.indyUser?.firstName, payer.indyUser?.lastName].filter(Boolean).join(" ") || undefined,
      metadata: { [BUYER_KEY]: userName },
    },
    { idempotencyKey: `customer-${userName}` },
  );
  return ctx.subscriptions.saveCustomer(userName, customer.id);
}

const SUBSCRIPTION_NAME = /^subscriptions\/(sub_[A-Za-z0-9]+)$/;

/** One of the caller's own subscriptions by its resource name; anyone else's is not found. */
export async function ownSubscription(ctx: PaymentContext, payer: Payer, name: string) {
  const id = SUBSCRIPTION_NAME.exec(name)?.[1];
  const row = id ? await ctx.subscriptions.one(id) : undefined;
  if (!row || row.buyer_indy_user_name !== payer.caller.userName) throw notFound("No such subscription.");
  return row;
}

export function requireStatus(row: { status: string }, allowed: string[], message: string): void {
  if (!allowed.includes(row.status)) throw failedPrecondition(message);
}
