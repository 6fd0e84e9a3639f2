import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  SendEmailPlusConsentEmailRequest,
  SendEmailPlusConsentEmailResponseSchema,
} from "@sumwise/gen/indy/v1/indy_children_pb";
import { Code, ConnectError, fieldViolations, inTransaction, requireUser } from "@sumwise/kit";
import { requireOwnChild, requireSupporter } from "../children/access.js";
import { CONSENT_EMAILS_PER_DAY, prepareConsentEmail } from "../children/consent.js";
import type { IndyContext } from "../context.js";
import { userIdFromName } from "../mappers.js";

/**
 * Sends the consent email again (spec §4). The supporter asks from the child's card; the child asks
 * from "Before you start..." (the email still goes only to the supporter).
 */
export function sendEmailPlusConsentEmail(ctx: IndyContext) {
  return async (
    req: SendEmailPlusConsentEmailRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SendEmailPlusConsentEmailResponseSchema>> => {
    if (req.childIndyUserName.trim() === "")
      throw fieldViolations({ childIndyUserName: "childIndyUserName is required." });
    const caller = requireUser(handler);
    const { supporter, child } = await supporterAndChild(ctx, handler, caller.userName, req.childIndyUserName);
    if (child.email_plus_state !== "awaiting_consent") {
      throw new ConnectError("This learner is not waiting for consent.", Code.FailedPrecondition);
    }
    const dayAgo = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
    if ((await ctx.children.countConsentCodesSince(child.id, dayAgo)) >= CONSENT_EMAILS_PER_DAY) {
      throw new ConnectError(
        "We have sent several emails today. Please ask your parent to check their inbox, or try again tomorrow.",
        Code.ResourceExhausted,
      );
    }
    await inTransaction(
      ctx.children.db,
      async (trx, afterCommit) => afterCommit(await prepareConsentEmail(ctx, trx, supporter, child)),
      (error) => {
        throw error;
      },
    );
    return {};
  };
}

/** The child asking for themself, or their supporter asking for them; nobody else. */
async function supporterAndChild(ctx: IndyContext, handler: HandlerContext, callerName: string, childName: string) {
  if (callerName === childName) {
    const child = await ctx.users.findById(userIdFromName(childName) ?? "");
    const supporter = child?.supporter_id ? await ctx.users.findById(child.supporter_id) : undefined;
    if (child && supporter) return { supporter, child };
    throw new ConnectError("You do not have access to this.", Code.PermissionDenied);
  }
  const supporter = await requireSupporter(ctx, handler);
  return { supporter, child: await requireOwnChild(ctx, supporter, childName) };
}
