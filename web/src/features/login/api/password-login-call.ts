import { Code, ConnectError, createClient, type Transport } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LoginThrottledSchema, type PasswordLoginRequest } from "@sumwise/gen/indy/v1/indy_session_pb";
import { messages } from "@sumwise/rules";
import { fieldProblemsOf } from "../../../lib/errors.js";
import type { PasswordLoginOutcome } from "./password-login.js";

/** The message to show for a failed PasswordLogin (spec §8), with the wait when throttled. */
function loginFailureMessage(error: unknown): string {
  const connectError = ConnectError.from(error);
  const wait = connectError.findDetails(LoginThrottledSchema)[0]?.retryAfterSeconds ?? 0;
  switch (connectError.code) {
    case Code.ResourceExhausted:
      return messages.loginThrottled(wait);
    case Code.Unauthenticated:
      return wait > 0 ? `${messages.loginNotFound} ${messages.loginThrottled(wait)}` : messages.loginNotFound;
    case Code.PermissionDenied:
      return messages.userNoLongerActive;
    default:
      return messages.loginOther;
  }
}

export async function passwordLogin(
  transport: Transport,
  input: Pick<PasswordLoginRequest, "identifier" | "password">,
): Promise<PasswordLoginOutcome> {
  try {
    const { customToken } = await createClient(IndyService, transport).passwordLogin(input);
    return { ok: true, customToken };
  } catch (error) {
    return { ok: false, fieldProblems: fieldProblemsOf(error), message: loginFailureMessage(error) };
  }
}
