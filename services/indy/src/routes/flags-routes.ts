import type { ServiceImpl } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { IndyContext } from "../context.js";
import { getFeatureFlagsForUser } from "./get-feature-flags-for-user.js";
import { getOrCreateAnonymousIndyUser } from "./get-or-create-anonymous-indy-user.js";
import { getOrCreateOnboardingState, updateOnboardingState } from "./onboarding-state.js";
import { updateEmailSubscriptionState } from "./update-email-subscription-state.js";

/** Flags, demo users, onboarding state and email subscriptions (registered in routes/index.ts). */
export function flagsHandlers(ctx: IndyContext): Partial<ServiceImpl<typeof IndyService>> {
  return {
    getFeatureFlagsForUser: getFeatureFlagsForUser(ctx),
    getOrCreateAnonymousIndyUser: getOrCreateAnonymousIndyUser(ctx),
    getOrCreateOnboardingState: getOrCreateOnboardingState(ctx),
    updateOnboardingState: updateOnboardingState(ctx),
    updateEmailSubscriptionState: updateEmailSubscriptionState(ctx),
  };
}
