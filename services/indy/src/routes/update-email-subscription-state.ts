import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  UpdateEmailSubscriptionStateRequest,
  UpdateEmailSubscriptionStateResponseSchema,
} from "@sumwise/gen/indy/v1/indy_flags_pb";
import { fieldViolations, permissionDenied } from "@sumwise/kit";
import { isEmailSubscriptionType } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { userIdFromName } from "../mappers.js";

/** One answer for every bad link, so a guessed token reveals nothing about which part was wrong. */
const invalidLink = "This unsubscribe link is not valid.";

/**
 * Unsubscribe or resubscribe from an email's link (spec §2, §7: called without a token). The link's
 * token is signed for one user and one type (services/kit EmailLinks), so it alone is the proof.
 */
export function updateEmailSubscriptionState(ctx: IndyContext) {
  return async (
    req: UpdateEmailSubscriptionStateRequest,
  ): Promise<MessageInitShape<typeof UpdateEmailSubscriptionStateResponseSchema>> => {
    const problems: Record<string, string> = {};
    if (req.type.trim() === "") problems.type = "type is required.";
    else if (!isEmailSubscriptionType(req.type)) problems.type = `Unknown email type "${req.type.slice(0, 40)}".`;
    if (req.token.trim() === "") problems.token = "token is required.";
    if (Object.keys(problems).length > 0) throw fieldViolations(problems);

    const userName = ctx.emailLinks.verifyUnsubscribeToken(req.token, req.type);
    const userId = userName ? userIdFromName(userName) : undefined;
    if (!userId) throw permissionDenied(invalidLink);
    const found = await ctx.emailSubscriptions.set(userId, req.type, req.subscribed, ctx.now());
    if (!found) throw permissionDenied(invalidLink);
    ctx.logger.info({ user: userId, type: req.type, subscribed: req.subscribed }, "email subscription changed");
    return { type: req.type, subscribed: req.subscribed };
  };
}
