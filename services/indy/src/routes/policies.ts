import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { accessPolicies, publicAccess, servicesOnly, signedIn } from "@sumwise/kit";

/**
 * Who may call each IndyService method (README "How a request is authorised"). The auth interceptor
 * applies these before any handler runs; a method missing here does not compile, and the service
 * refuses to start. Handlers still check ownership (self or own child).
 */
export const policies = accessPolicies(IndyService, {
  // Signed-out visitors: sign-up, password sign-in, the flags every page needs, and links from emails.
  createIndyAccount: publicAccess,
  passwordLogin: publicAccess,
  getFeatureFlagsForUser: publicAccess,
  grantEmailPlusConsent: publicAccess,
  updateEmailSubscriptionState: publicAccess,
  // Session plumbing for everyone signed in, demo visitors included; Login also repairs the claims of
  // a Firebase user whose token predates them, and the demo creates its anonymous user.
  login: signedIn({ demo: true, beforeAccount: true }),
  getOrCreateAnonymousIndyUser: signedIn({ demo: true, beforeAccount: true }),
  getSessionDetails: signedIn({ demo: true }),
  watchSession: signedIn({ demo: true }),
  // Any account (a child awaiting consent included): their own record, onboarding and the consent email.
  // PaymentService reads accounts for work with no user behind it (payment provider webhooks);
  // ActivityService reads league members' names (it keeps only "First I.").
  getIndyUser: signedIn({ services: ["payment", "activity"] }),
  getOrCreateOnboardingState: signedIn(),
  updateOnboardingState: signedIn(),
  sendEmailPlusConsentEmail: signedIn(),
  updateIndyAccount: signedIn({ roles: ["learner", "supporter"] }),
  // The parent area.
  createChildIndyAccount: signedIn({ roles: ["supporter"] }),
  getChildLearnerAccounts: signedIn({ roles: ["supporter"] }),
  updateChildPassword: signedIn({ roles: ["supporter"] }),
  getFirebaseToken: signedIn({ roles: ["supporter"] }),
  // ActivityService's notifications and weekly supporter email; never a person (it lists other people).
  getLearnerAudience: servicesOnly("activity"),
  listWeeklyActivityRecipients: servicesOnly("activity"),
});
