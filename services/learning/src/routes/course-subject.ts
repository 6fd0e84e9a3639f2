import type { HandlerContext } from "@connectrpc/connect";
import { permissionDenied, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { LearningContext } from "../context.js";

/**
 * Whose course a request is about: the caller's own (they must hold the learner role, which a child
 * awaiting consent lacks, spec §4) or a child of the calling supporter (IndyService decides, asked
 * with the caller's token). Demo visitors never get here (routes/policies.ts).
 */
export async function courseSubject(ctx: LearningContext, handler: HandlerContext, requested: string): Promise<string> {
  const caller = requireUser(handler);
  const subject = await resolveSubjectUser(caller, requested.trim(), ctx.indy, ctx.serviceTokens);
  if (subject === caller.userName && !caller.roles.includes("learner")) {
    throw permissionDenied("Only a learner has a course.");
  }
  return subject;
}
