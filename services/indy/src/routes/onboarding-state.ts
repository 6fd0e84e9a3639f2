import { create, type MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  type GetOrCreateOnboardingStateResponseSchema,
  type OnboardingState,
  OnboardingStateSchema,
  type UpdateOnboardingStateRequest,
  type UpdateOnboardingStateResponseSchema,
} from "@sumwise/gen/indy/v1/indy_onboarding_pb";
import { fieldViolations, permissionDenied, requireUser, unauthenticated } from "@sumwise/kit";
import { type OnboardingBooleanFlag, onboardingBooleanFlags, validateNextHintMessage } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import type { OnboardingChanges } from "../db/onboarding-repository.js";
import type { OnboardingStateRow } from "../db/schema.js";
import { userIdFromName } from "../mappers.js";

type FlagColumn = Exclude<keyof OnboardingChanges, "next_hint_message">;

/** Proto field (camelCase) to column. */
const columns: Record<OnboardingBooleanFlag, FlagColumn> = {
  hasWatchedFirstOnboardingVideo: "has_watched_first_onboarding_video",
  hasCompletedLessonWithLessonQuiz: "has_completed_lesson_with_lesson_quiz",
  hasAnsweredQuestion: "has_answered_question",
  hasAcknowledgedDifficultyQuestionnaire: "has_acknowledged_difficulty_questionnaire",
  seenFastTrackUnlockedBanner: "seen_fast_track_unlocked_banner",
  seenCourseSelectedTooltip: "seen_course_selected_tooltip",
  seenLearnerOnboarding: "seen_learner_onboarding",
  hasAcknowledgedGoals: "has_acknowledged_goals",
  seenFocusTopics: "seen_focus_topics",
  seenLeagueTable: "seen_league_table",
};

/** The caller's own id (demo visitors are refused by the policy: they have no progress features, spec §6). */
function ownUserId(handler: HandlerContext): { id: string; name: string } {
  const caller = requireUser(handler);
  const id = userIdFromName(caller.userName);
  if (!id) throw unauthenticated("Your sign-in has no Sumwise account yet. Please log in again.");
  return { id, name: caller.userName };
}

function toProto(userName: string, row: OnboardingStateRow): OnboardingState {
  const state = create(OnboardingStateSchema, {
    name: `${userName}/onboardingState`,
    nextHintMessage: row.next_hint_message,
  });
  for (const flag of onboardingBooleanFlags) {
    const value = row[columns[flag]];
    // null stays absent: "unspecified" is different from false.
    if (typeof value === "boolean") state[flag] = value;
  }
  return state;
}

export function getOrCreateOnboardingState(ctx: IndyContext) {
  return async (
    _req: unknown,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetOrCreateOnboardingStateResponseSchema>> => {
    const user = ownUserId(handler);
    return { onboardingState: toProto(user.name, await ctx.onboarding.getOrCreate(user.id)) };
  };
}

/** Sets only the flags present in the request (proto3 optional fields); everything else is kept. */
export function updateOnboardingState(ctx: IndyContext) {
  return async (
    req: UpdateOnboardingStateRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateOnboardingStateResponseSchema>> => {
    const user = ownUserId(handler);
    const input = req.onboardingState;
    // The state is always the caller's own: a request naming another user's is refused, not redirected.
    if (input?.name && input.name !== `${user.name}/onboardingState`) {
      throw permissionDenied("You can only change your own onboarding state.");
    }
    const changes: OnboardingChanges = {};
    const flags: Partial<Record<FlagColumn, boolean>> = {};
    for (const flag of onboardingBooleanFlags) {
      const value = input?.[flag];
      if (value !== undefined) flags[columns[flag]] = value;
    }
    Object.assign(changes, flags);
    if (input?.nextHintMessage !== undefined) {
      const problem = validateNextHintMessage(input.nextHintMessage);
      if (problem) throw fieldViolations({ "onboardingState.nextHintMessage": problem });
      changes.next_hint_message = input.nextHintMessage;
    }
    if (Object.keys(changes).length === 0) {
      throw fieldViolations({ onboardingState: "Set at least one onboarding flag to update." });
    }
    return { onboardingState: toProto(user.name, await ctx.onboarding.update(user.id, changes, ctx.now())) };
  };
}
