import { createClient } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { useQueryClient } from "@tanstack/react-query";
import { type Auth, signOut as firebaseSignOut, onAuthStateChanged, type User } from "firebase/auth";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { isNetworkFailure } from "../errors.js";
import { errorCodes } from "./error-codes.js";
import { type Session, SessionContext, type SessionState } from "./session-context.js";

/** The custom claim IndyService sets; a token without it predates the account and is refreshed. */
const userNameClaim = "sw_user";

/**
 * Follows Firebase's signed-in user and runs the product login for it (spec §4): on success the
 * session is ready; a token lacking our claim is refreshed; a failed login goes to /error/{code}.
 */
export function SessionProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const indy = useMemo(() => createClient(IndyService, transport), [transport]);
  const [state, setState] = useState<SessionState>({ status: "loading" });

  useEffect(() => {
    let current = 0;
    return onAuthStateChanged(auth, (firebaseUser) => {
      const attempt = ++current;
      if (!firebaseUser) {
        setState({ status: "signed-out" });
        return;
      }
      setState({ status: "loading" });
      productLogin(firebaseUser).then((next) => {
        if (attempt === current) setState(next);
      });
    });

    async function productLogin(firebaseUser: User): Promise<SessionState> {
      try {
        const { user } = await indy.login({});
        if (!user) return { status: "error", code: errorCodes.loginResponseNotOk };
        const token = await firebaseUser.getIdTokenResult();
        if (!token.claims[userNameClaim]) await firebaseUser.getIdToken(true);
        return { status: "signed-in", user };
      } catch (error) {
        const code = isNetworkFailure(error) ? errorCodes.loginPromiseError : errorCodes.loginResponseNotOk;
        return { status: "error", code };
      }
    }
  }, [auth, indy]);

  const signOut = useCallback(async () => {
    await firebaseSignOut(auth);
    queryClient.clear();
  }, [auth, queryClient]);

  const session = useMemo<Session>(() => ({ state, signOut }), [state, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
