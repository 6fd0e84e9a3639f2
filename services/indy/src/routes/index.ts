import type { ConnectRouter } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { IndyContext } from "../context.js";
import { getLearnerAudience, listWeeklyActivityRecipients } from "./activity-audience.js";
import { createChildIndyAccount } from "./create-child-indy-account.js";
import { createIndyAccount } from "./create-indy-account.js";
import { flagsHandlers } from "./flags-routes.js";
import { getChildLearnerAccounts } from "./get-child-learner-accounts.js";
import { getFirebaseToken } from "./get-firebase-token.js";
import { getIndyUser } from "./get-indy-user.js";
import { getSessionDetails } from "./get-session-details.js";
import { grantEmailPlusConsent } from "./grant-email-plus-consent.js";
import { login } from "./login.js";
import { passwordLogin } from "./password-login.js";
import { sendEmailPlusConsentEmail } from "./send-email-plus-consent-email.js";
import { updateChildPassword } from "./update-child-password.js";
import { updateIndyAccount } from "./update-indy-account.js";
import { watchSession } from "./watch-session.js";

export function routes(ctx: IndyContext) {
  return (router: ConnectRouter) =>
    router.service(IndyService, {
      ...flagsHandlers(ctx),
      createIndyAccount: createIndyAccount(ctx),
      login: login(ctx),
      getSessionDetails: getSessionDetails(ctx),
      getIndyUser: getIndyUser(ctx),
      updateIndyAccount: updateIndyAccount(ctx),
      createChildIndyAccount: createChildIndyAccount(ctx),
      getChildLearnerAccounts: getChildLearnerAccounts(ctx),
      updateChildPassword: updateChildPassword(ctx),
      sendEmailPlusConsentEmail: sendEmailPlusConsentEmail(ctx),
      grantEmailPlusConsent: grantEmailPlusConsent(ctx),
      getFirebaseToken: getFirebaseToken(ctx),
      passwordLogin: passwordLogin(ctx),
      watchSession: watchSession(ctx),
      getLearnerAudience: getLearnerAudience(ctx),
      listWeeklyActivityRecipients: listWeeklyActivityRecipients(ctx),
    });
}
