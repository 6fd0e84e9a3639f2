import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetCompetitionEntriesRequest,
  GetCompetitionEntriesResponseSchema,
} from "@sumwise/gen/activity/v1/competition_pb";
import { requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import {
  childrenOf,
  competitionMessage,
  competitionStates,
  hasSupporter,
  theCompetition,
} from "./competition-support.js";

/**
 * The current competition and the entry states of the caller (a learner), of one learner they support,
 * or (no name, a supporter) of their first 25 children (spec §7 getCompetitionEntries). Read-only, so
 * it answers whatever the flags say; the pages decide what to show (spec §2, §6).
 */
export function getCompetitionEntries(ctx: ActivityContext) {
  return async (
    req: GetCompetitionEntriesRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetCompetitionEntriesResponseSchema>> => {
    const caller = requireUser(handler);
    let subjects: string[];
    let entryBySupporterOnly = false;
    if (req.indyUserName === "" && caller.roles.includes("supporter")) {
      subjects = await childrenOf(ctx, caller);
    } else {
      const subject = await resolveSubjectUser(caller, req.indyUserName, ctx.indy, ctx.serviceTokens);
      if (subject === caller.userName) {
        requireRole(caller, "learner");
        entryBySupporterOnly = await hasSupporter(ctx, caller);
      }
      subjects = [subject];
    }
    const competition = theCompetition(ctx);
    if (!competition) return { competitionStates: [], entryBySupporterOnly };
    return {
      competition: competitionMessage(competition),
      competitionStates: await competitionStates(ctx, competition, subjects),
      entryBySupporterOnly,
    };
  };
}
