import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { IndyContext } from "../context.js";
import type { IndyDatabase, IndyUserRow } from "../db/schema.js";

/** A consent link works for this long after it is sent (not in the spec; long enough for a busy adult). */
export const CONSENT_CODE_VALID_DAYS = 30;

/**
 * At most this many consent emails per child in a day (the first included): "Resend email" cannot
 * be used to flood the supporter's inbox, by the child or by anyone holding their session.
 */
export const CONSENT_EMAILS_PER_DAY = 5;

export const hashConsentCode = (code: string) => createHash("sha256").update(code, "utf8").digest("hex");

/**
 * Stores a new single-use consent code for the child (inside the caller's transaction) and returns
 * the email to send once it commits. Only the hash is stored; the code itself exists only in the link.
 */
export async function prepareConsentEmail(
  ctx: IndyContext,
  trx: Transaction<IndyDatabase>,
  supporter: IndyUserRow,
  child: IndyUserRow,
): Promise<() => Promise<void>> {
  const code = randomBytes(32).toString("base64url");
  await ctx.children.insertConsentCode(child.id, hashConsentCode(code), trx);
  const link = new URL("/email-plus-callback", ctx.config.PUBLIC_URL);
  link.searchParams.set("code", code);
  const to = supporter.email;
  return async () => {
    if (!to) return;
    await ctx.mailer.send({
      to,
      subject: `Please confirm ${child.first_name}'s Sumwise account`,
      text: [
        `Hello ${supporter.first_name},`,
        "",
        `You have created a Sumwise account for ${child.first_name} ${child.last_name}. Because ${child.first_name} is under 13, we need you to confirm that you agree to them using Sumwise before they can start.`,
        "",
        "To give your consent, open this link:",
        link.toString(),
        "",
        `If you did not create this account, ignore this email: ${child.first_name} will not be able to log in.`,
        "",
        "Sumwise",
      ].join("\n"),
    });
  };
}
