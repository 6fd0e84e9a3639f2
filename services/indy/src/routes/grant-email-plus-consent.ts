import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  GrantEmailPlusConsentRequest,
  GrantEmailPlusConsentResponseSchema,
} from "@sumwise/gen/indy/v1/indy_children_pb";
import { Code, ConnectError, fieldViolations, rolesClaim, userNameClaim } from "@sumwise/kit";
import { CONSENT_CODE_VALID_DAYS, hashConsentCode } from "../children/consent.js";
import type { IndyContext } from "../context.js";
import { userResourceName } from "../mappers.js";
import { rolesOf } from "../roles.js";

/**
 * The adult opened the consent link (public: they may be signed out, or signed in as someone else).
 * A code works once; the child gains the learner role in its token claims at once.
 */
export function grantEmailPlusConsent(ctx: IndyContext) {
  return async (
    req: GrantEmailPlusConsentRequest,
  ): Promise<MessageInitShape<typeof GrantEmailPlusConsentResponseSchema>> => {
    const code = req.code.trim();
    if (code === "" || code.length > 200) throw fieldViolations({ code: "code is required." });
    const now = ctx.now();
    const notBefore = new Date(now.getTime() - CONSENT_CODE_VALID_DAYS * 24 * 60 * 60 * 1000);
    const child = await ctx.children.grantConsent(hashConsentCode(code), now, notBefore);
    if (!child) throw new ConnectError("This consent link is not valid or has already been used.", Code.NotFound);
    await ctx.auth
      .setCustomUserClaims(child.firebase_uid, {
        [userNameClaim]: userResourceName(child.id),
        [rolesClaim]: rolesOf(child),
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not refresh a consented child's claims"));
    ctx.logger.info({ user: child.id }, "email-plus consent granted");
    return {};
  };
}
