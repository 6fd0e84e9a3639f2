import type { MessageInitShape } from "@bufbuild/protobuf";
import type { CompetitionSchema, CompetitionStateSchema } from "@sumwise/gen/activity/v1/competition_pb";
import { credentialsFor, type UserCaller } from "@sumwise/kit";
import {
  CORRECT_ANSWERS_PER_DRAW_ENTRY,
  childrenConsideredForEntry,
  hasDrawEntry,
  MAX_CHILDREN_PER_COMPETITION_ENTRY,
} from "@sumwise/rules";
import type { ActivityContext } from "../context.js";
import { type CurrentCompetition, competitionToday, currentCompetition } from "../domain/index.js";

/** The competition running now or next, with the configured start (COMPETITION_STARTS_ON). */
export const theCompetition = (ctx: ActivityContext, now = new Date()) =>
  currentCompetition(competitionToday(now), ctx.config.COMPETITION_STARTS_ON);

export function competitionMessage(competition: CurrentCompetition): MessageInitShape<typeof CompetitionSchema> {
  return {
    competitionId: competition.competitionId,
    title: competition.title,
    prizeDescription: competition.prizeDescription,
    prizeCount: competition.prizeCount,
    weeks: competition.weeks,
    correctAnswersPerEntry: CORRECT_ANSWERS_PER_DRAW_ENTRY,
    maxChildrenPerEntry: MAX_CHILDREN_PER_COMPETITION_ENTRY,
  };
}

/** Entry flags and weekly correct-answer counts of the learners, in the order given. */
export async function competitionStates(
  ctx: ActivityContext,
  competition: CurrentCompetition,
  indyUserNames: readonly string[],
): Promise<MessageInitShape<typeof CompetitionStateSchema>[]> {
  const [entered, counts] = await Promise.all([
    ctx.competitions.enteredOf(competition.competitionId, indyUserNames),
    ctx.competitions.correctAnswerCounts(indyUserNames, competition.weeks),
  ]);
  return indyUserNames.map((name) => ({
    indyUserName: name,
    entered: entered.has(name),
    weeklyCounts: competition.weeks.map((week, index) => {
      const count = counts.get(name)?.[index] ?? 0;
      return { weekNumber: week.number, count, drawEntry: hasDrawEntry(count) };
    }),
  }));
}

/** The first 25 children of the calling supporter (spec §5), asked of IndyService with their token. */
export async function childrenOf(ctx: ActivityContext, caller: UserCaller): Promise<string[]> {
  const answer = await ctx.indy.getChildLearnerAccounts({}, await credentialsFor(caller, ctx.serviceTokens, "indy"));
  return childrenConsideredForEntry(
    answer.childLearnerAccounts.map((account) => account.indyUser?.name ?? "").filter((name) => name !== ""),
  );
}

/** Whether the calling learner was added by a supporter (then only the supporter enters them). */
export async function hasSupporter(ctx: ActivityContext, caller: UserCaller & { userName: string }) {
  const answer = await ctx.indy.getIndyUser(
    { name: caller.userName },
    await credentialsFor(caller, ctx.serviceTokens, "indy"),
  );
  return answer.hasSupporter;
}

/** The caller's feature flags as IndyService resolves them (their overrides included). */
export async function competitionEnabledFor(ctx: ActivityContext, caller: UserCaller & { userName: string }) {
  const answer = await ctx.indy.getFeatureFlagsForUser(
    { name: caller.userName },
    await credentialsFor(caller, ctx.serviceTokens, "indy"),
  );
  try {
    return (JSON.parse(answer.featureFlagsJson) as { enableCompetition?: unknown }).enableCompetition === true;
  } catch {
    return false;
  }
}
