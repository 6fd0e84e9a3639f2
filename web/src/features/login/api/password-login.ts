import type { PasswordLoginRequest } from "@sumwise/gen/indy/v1/indy_session_pb";
import { useCallback } from "react";
import { useAppTransport } from "../../../lib/transport-context.js";

export type PasswordLoginOutcome =
  | { ok: true; customToken: string }
  | { ok: false; fieldProblems: Record<string, string>; message: string };

/**
 * PasswordLogin (public): checks the login details, throttled, and returns a custom token. The
 * client and its error handling load on the first attempt, so /login itself stays small (no query
 * cache either: a login is never cached).
 */
export function usePasswordLogin(): (
  input: Pick<PasswordLoginRequest, "identifier" | "password">,
) => Promise<PasswordLoginOutcome> {
  const transport = useAppTransport();
  return useCallback(
    async (input) => {
      const { passwordLogin } = await import("./password-login-call.js");
      return passwordLogin(transport, input);
    },
    [transport],
  );
}
