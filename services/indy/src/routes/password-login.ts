import { create, type MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  LoginThrottledSchema,
  type PasswordLoginRequest,
  type PasswordLoginResponseSchema,
} from "@sumwise/gen/indy/v1/indy_session_pb";
import { Code, ConnectError, clientAddressOf, fieldViolations } from "@sumwise/kit";
import { loginIdentifierToEmail, messages, normaliseEmail } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { accountKey, addressKey, type ThrottleKey } from "../db/login-repository.js";
import { accountThrottle, addressThrottle } from "../domain/index.js";

/**
 * Public sign-in with a username or email and a password (spec §3 learner login, §5 login field,
 * §8 messages). Failures are throttled per account and per client address (domain/login-throttle.ts);
 * on success the caller gets a Firebase custom token to sign in with, then calls Login as usual.
 */
export function passwordLogin(ctx: IndyContext) {
  return async (
    req: PasswordLoginRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof PasswordLoginResponseSchema>> => {
    const problems = {
      identifier: req.identifier.trim() ? undefined : messages.notEmpty("Username or email"),
      password: req.password ? undefined : messages.passwordRequired,
    };
    if (problems.identifier || problems.password) throw fieldViolations(problems);

    const email = normaliseEmail(loginIdentifierToEmail(req.identifier));
    const clientAddress = clientAddressOf(handler);
    const account: ThrottleKey = { key: accountKey(email), policy: accountThrottle };
    const address: ThrottleKey = { key: addressKey(clientAddress), policy: addressThrottle };
    const keys = [account, address];
    const now = ctx.now();

    // The attempt is counted before the password is checked, so parallel attempts cannot all slip
    // through; while locked the password is not even checked, so guesses made then teach nothing.
    const reservation = await ctx.login.reserveAttempt(keys, now);
    if (!reservation.admitted) {
      throw throttled(messages.loginThrottled(reservation.wait), Code.ResourceExhausted, reservation.wait);
    }
    const result = await ctx.passwords.check(email, req.password);
    if (result.outcome === "unavailable") {
      await ctx.login.release(keys);
      ctx.logger.error({ detail: result.detail }, "password check failed");
      throw new ConnectError(messages.loginOther, Code.Unavailable);
    }
    if (result.outcome === "wrong") {
      throw throttled(messages.loginNotFound, Code.Unauthenticated, reservation.waitIfWrong);
    }
    const user = await ctx.login.userByEmail(email);
    const inactive = user && user.learner_state === "disabled" && user.supporter_state === "disabled";
    if (result.outcome === "disabled" || inactive) {
      await ctx.login.release(keys);
      throw new ConnectError(messages.userNoLongerActive, Code.PermissionDenied);
    }
    await ctx.login.succeeded(account, [address]);
    return { customToken: await ctx.auth.createCustomToken(result.uid) };
  };
}

/** An error carrying the seconds to wait (LoginThrottled detail) when there is a wait. */
function throttled(message: string, code: Code, seconds: number): ConnectError {
  const details =
    seconds > 0
      ? [{ desc: LoginThrottledSchema, value: create(LoginThrottledSchema, { retryAfterSeconds: seconds }) }]
      : [];
  return new ConnectError(message, code, undefined, details);
}
