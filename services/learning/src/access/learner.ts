import type { HandlerContext } from "@connectrpc/connect";
import { permissionDenied, requireUser, resolveSubjectUser, type UserCaller } from "@sumwise/kit";
import type { LearningContext } from "../context.js";

export type Learner = UserCaller & { userName: string };

export const notALearner = "Only a learner can do this. A supporter can log in as their learner.";
export const notYours = "This belongs to another learner.";

/**
 * The calling learner, for everything that is the learner's own to do (opening packages, answering,
 * asking for help): holding the learner role (a child awaiting consent does not). The access policy
 * already refuses demo visitors and other roles; this keeps the handler safe if a policy is loosened.
 */
export function requireLearner(handler: HandlerContext): Learner {
  const caller = requireUser(handler);
  if (!caller.roles.includes("learner")) throw permissionDenied(notALearner);
  return caller;
}

/** A demo (anonymous) visitor, from the token's roles (spec §2 "Public demo"). */
export function isDemoVisitor(caller: UserCaller): boolean {
  return caller.roles.includes("anonymous");
}

export const demoVisitorsOnly = "Only demo visitors have demo questions. Log in to carry on with your course.";

/** The calling demo visitor (GetOrCreateAnonymousPackage): the policy admits accounts too; this refuses them. */
export function requireDemoVisitor(handler: HandlerContext): Learner {
  const caller = requireUser(handler);
  if (!isDemoVisitor(caller)) throw permissionDenied(demoVisitorsOnly);
  return caller;
}

/**
 * The question player's caller: a learner, or a demo visitor, who may reach only their own demo
 * questions (loadOwnItem checks the package's type) and nothing else of the service.
 */
export function requirePlayer(handler: HandlerContext): Learner {
  const caller = requireUser(handler);
  if (isDemoVisitor(caller)) return caller;
  if (!caller.roles.includes("learner")) throw permissionDenied(notALearner);
  return caller;
}

/** Refuses a resource whose name names another learner (a supporter's child's included). */
export function requireOwner(caller: Learner, owner: string): void {
  if (owner !== caller.userName) throw permissionDenied(notYours);
}

/**
 * Whose progress a read is about: the calling learner's own, or (read-only) a child of the calling
 * supporter, as IndyService decides with the caller's token.
 */
export async function readSubject(
  ctx: LearningContext,
  handler: HandlerContext,
  requested: string,
): Promise<{ caller: Learner; subject: string; isSelf: boolean }> {
  const caller = requireUser(handler);
  const subject = await resolveSubjectUser(caller, requested.trim(), ctx.indy, ctx.serviceTokens);
  const isSelf = subject === caller.userName;
  if (isSelf && !caller.roles.includes("learner")) throw permissionDenied(notALearner);
  return { caller, subject, isSelf };
}
