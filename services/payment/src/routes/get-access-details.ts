import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import {
  type GetAccessDetailsResponseSchema,
  NonSubscriptionAccessReason,
} from "@sumwise/gen/payment/v1/payment_service_pb";
import { credentialsFor, requireUser } from "@sumwise/kit";
import { formatIsoDate, parseIsoDate, todayUtc } from "@sumwise/rules";
import type { PaymentContext } from "../context.js";
import { decideAccess, trialEndFor } from "../domain/index.js";

/**
 * What the caller may use. The account's creation time and supporter come from IndyService, asked
 * with the caller's own token; the trial end is stored here the first time it is computed.
 */
export function getAccessDetails(ctx: PaymentContext) {
  return async (
    _req: unknown,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetAccessDetailsResponseSchema>> => {
    const caller = requireUser(handler);
    const { indyUser, hasSupporter } = await ctx.indy.getIndyUser(
      { name: caller.userName },
      await credentialsFor(caller, ctx.serviceTokens, "indy"),
    );
    const createdAt = indyUser?.creationTime ? timestampDate(indyUser.creationTime) : ctx.now();
    const stored = await ctx.access.trialEndFor(caller.userName, formatIsoDate(trialEndFor(todayUtc(createdAt))));
    const trialEndsOn = parseIsoDate(stored);
    if (!trialEndsOn) throw new Error(`stored trial end "${stored}" is not a date`);
    const decision = decideAccess({
      trialEndsOn,
      today: todayUtc(ctx.now()),
      hasSupporter,
      anonymous: indyUser?.anonymousState ?? false,
    });
    return {
      accessDetails: {
        hasNonSubscriptionAccess: decision.hasNonSubscriptionAccess,
        canPay: decision.canPay,
        freeTrialEndDate: trialEndsOn,
        nonSubscriptionAccessReason:
          decision.reason === "initial_free_trial"
            ? NonSubscriptionAccessReason.INITIAL_FREE_TRIAL
            : NonSubscriptionAccessReason.NONE,
        hasSupporter,
        familyDiscount: false,
        // Subscriptions arrive with the payments issue; until then the trial is the only access.
        hasFullAccess: decision.hasNonSubscriptionAccess,
      },
    };
  };
}
