import { create, type MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  LoginThrottledSchema,
  type PasswordLoginRequest,
  type PasswordLoginResponseSchema,
} from "@sumwise/gen/indy/v1/indy_session_pb";
import { Code, ConnectError, fieldViolations, peerAddressOf } from "@sumwise/kit";
import { loginIdentifierToEmail, messages, normaliseEmail } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { accountKey, addressKey, type ThrottleKey } from "../db/login-repository.js";
import { accountThrottle, addressThrottle, clientAddressOf } from "../domain/index.js";

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
    const address = clientAddressOf(handler.requestHeader.get("x-forwarded-for"), peerAddressOf(handler));
    const account: ThrottleKey = { key: accountKey(email), policy: accountThrottle };
    const keys = [account, { key: addressKey(address), policy: addressThrottle }];
    const now = ctx.now();

    // While locked the password is not even checked, so guesses made then teach an attacker nothing.
    const wait = await ctx.login.waitSeconds(keys, now);
    if (wait > 0) throw throttled(messages.loginThrottled(wait), Code.ResourceExhausted, wait);

    const result = await ctx.passwords.check(email, req.password);
    if (result.outcome === "unavailable") {
      ctx.logger.error({ detail: result.detail }, "password check failed");
      throw new ConnectError(messages.loginOther, Code.Unavailable);
    }
    if (result.outcome === "wrong") {
      const next = await ctx.login.recordFailure(keys, now);
      throw throttled(messages.loginNotFound, Code.Unauthenticated, next);
    }
    const user = await ctx.login.userByEmail(email);
    const inactive = user && user.learner_state === "disabled" && user.supporter_state === "disabled";
    if (result.outcome === "disabled" || inactive) {
      throw new ConnectError(messages.userNoLongerActive, Code.PermissionDenied);
    }
    // Only the account's counter is cleared: clearing the address one would let an attacker reset it
    // by logging in to an account of their own between guesses.
    await ctx.login.clear(account.key);
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
