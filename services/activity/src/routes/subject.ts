import type { HandlerContext } from "@connectrpc/connect";
import { fieldViolations, requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { isIanaTimeZone } from "../domain/index.js";

/**
 * Whose stats a request reads: the calling learner's own, or (read-only) a child of the calling
 * supporter; anybody else is refused by IndyService's answer.
 */
export async function statsSubject(ctx: ActivityContext, handler: HandlerContext, requested: string) {
  const caller = requireUser(handler);
  const subject = await resolveSubjectUser(caller, requested, ctx.indy, ctx.serviceTokens);
  if (subject === caller.userName) requireRole(caller, "learner");
  return subject;
}

/** The request's IANA time zone; the field is named in the error so the client can fix it. */
export function requireTimeZone(timeZone: string, field = "time_zone"): string {
  if (!isIanaTimeZone(timeZone)) {
    throw fieldViolations({ [field]: 'Give an IANA time zone name such as "Europe/London".' });
  }
  return timeZone;
}
