import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  CreateCompetitionEntriesRequest,
  CreateCompetitionEntriesResponseSchema,
} from "@sumwise/gen/activity/v1/competition_pb";
import { failedPrecondition, invalidArgument, permissionDenied, requireRole, requireUser } from "@sumwise/kit";
import { competitionMessages, MAX_CHILDREN_PER_COMPETITION_ENTRY } from "@sumwise/rules";
import type { ActivityContext } from "../context.js";
import {
  childrenOf,
  competitionEnabledFor,
  competitionStates,
  hasSupporter,
  theCompetition,
} from "./competition-support.js";

/**
 * Enters learners in the current competition's draw (spec §5, §7 createCompetitionEntries): no names,
 * the calling learner themselves, unless a supporter manages them; names, a supporter's own children,
 * at most 25, from their first 25. Entering again changes nothing. Only while the competition runs
 * and the competition flag is on for the caller.
 */
export function createCompetitionEntries(ctx: ActivityContext) {
  return async (
    req: CreateCompetitionEntriesRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CreateCompetitionEntriesResponseSchema>> => {
    const caller = requireUser(handler);
    const names = [...new Set(req.indyUserNames)];
    const self = names.length === 0 || (names.length === 1 && names[0] === caller.userName);
    if (self) {
      requireRole(caller, "learner");
      if (await hasSupporter(ctx, caller)) throw permissionDenied(competitionMessages.supporterEntersYou);
    } else {
      requireRole(caller, "supporter");
      if (names.length > MAX_CHILDREN_PER_COMPETITION_ENTRY) throw invalidArgument(competitionMessages.tooManyChildren);
      const children = new Set(await childrenOf(ctx, caller));
      if (names.some((name) => !children.has(name))) throw permissionDenied(competitionMessages.notYourChild);
    }
    const competition = theCompetition(ctx);
    if (!competition || !(await competitionEnabledFor(ctx, caller))) {
      throw failedPrecondition(competitionMessages.closed);
    }
    const entrants = self ? [caller.userName] : names;
    await ctx.competitions.enter(competition.competitionId, entrants, caller.userName);
    return { competitionStates: await competitionStates(ctx, competition, entrants) };
  };
}
