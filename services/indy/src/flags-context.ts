import { type BaseConfig, EmailLinks } from "@sumwise/kit";
import type { Kysely } from "kysely";
import { AnonymousUsersRepository } from "./db/anonymous-users-repository.js";
import { EmailSubscriptionsRepository } from "./db/email-subscriptions-repository.js";
import { FeatureFlagsRepository } from "./db/feature-flags-repository.js";
import { OnboardingRepository } from "./db/onboarding-repository.js";
import type { IndyDatabase } from "./db/schema.js";

/** The part of IndyContext for flags, demo users, onboarding state and email subscriptions. */
export interface FlagsContext {
  featureFlags: FeatureFlagsRepository;
  anonymousUsers: AnonymousUsersRepository;
  onboarding: OnboardingRepository;
  emailSubscriptions: EmailSubscriptionsRepository;
  /** Builds and checks signed unsubscribe links (use `unsubscribeUrl` in any email that needs one). */
  emailLinks: EmailLinks;
}

export function createFlagsContext(db: Kysely<IndyDatabase>, config: BaseConfig): FlagsContext {
  return {
    featureFlags: new FeatureFlagsRepository(db),
    anonymousUsers: new AnonymousUsersRepository(db),
    onboarding: new OnboardingRepository(db),
    emailSubscriptions: new EmailSubscriptionsRepository(db),
    emailLinks: EmailLinks.fromConfig(config),
  };
}
