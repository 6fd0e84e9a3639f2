import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetIndyUserXpStateRequest,
  GetIndyUserXpStateResponseSchema,
} from "@sumwise/gen/activity/v1/activity_service_pb";
import { requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { xpStateOf } from "./xp-state.js";

/** XP and level of the caller, or of a learner the caller supports (read-only parent view). */
export function getIndyUserXpState(ctx: ActivityContext) {
  return async (
    req: GetIndyUserXpStateRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetIndyUserXpStateResponseSchema>> => {
    const caller = requireUser(handler);
    const subject = await resolveSubjectUser(caller, req.indyUserName, ctx.indy, ctx.serviceTokens);
    // Only learners have XP of their own; a child still awaiting consent has no learner role yet.
    if (subject === caller.userName) requireRole(caller, "learner");
    const xp = await ctx.xp.totalXp(subject);
    return { xpState: xpStateOf(subject, xp) };
  };
}
