import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  SetLeagueParticipationRequest,
  SetLeagueParticipationResponseSchema,
} from "@sumwise/gen/activity/v1/league_pb";
import { inTransaction, permissionDenied, requireRole, requireUser, resolveSubjectUser } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { LeagueRepository } from "../db/league-repository.js";
import { isoWeekStart } from "../domain/index.js";

/**
 * A supporter takes their child out of leagues, or puts them back. IndyService decides whether the
 * learner is the caller's child; a supporter's own name is refused (the choice is about a child).
 */
export function setLeagueParticipation(ctx: ActivityContext) {
  return async (
    req: SetLeagueParticipationRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof SetLeagueParticipationResponseSchema>> => {
    const caller = requireUser(handler);
    requireRole(caller, "supporter");
    if (req.indyUserName === "" || req.indyUserName === caller.userName) throw permissionDenied();
    const child = await resolveSubjectUser(caller, req.indyUserName, ctx.indy, ctx.serviceTokens);
    if (req.inLeagues) {
      await ctx.leagues.optIn(child);
    } else {
      await inTransaction(ctx.activityDb, (trx) =>
        new LeagueRepository(trx).optOut(child, caller.userName, isoWeekStart(new Date())),
      );
    }
    return { inLeagues: req.inLeagues };
  };
}
