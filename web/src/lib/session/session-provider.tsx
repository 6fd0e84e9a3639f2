import type { Client, Transport } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { User } from "firebase/auth";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isDemoPath } from "../demo-paths.js";
import { type FirebaseAuthHandle, storedUserKeyPrefix } from "../firebase.js";
import { clearQueryCache } from "../query-client.js";
import { useAppTransport } from "../transport-context.js";
import { errorCodes } from "./error-codes.js";
import { type Session, SessionContext, type SessionState } from "./session-context.js";
import { mayStayUnverified } from "./verification.js";

// Signed-in users only: neither loads for a signed-out visitor's first page.
const SessionWatch = lazy(() => import("./session-watch.js").then((m) => ({ default: m.SessionWatch })));
const indyClient = (transport: Transport) =>
  Promise.all([import("@connectrpc/connect"), import("@sumwise/gen/indy/v1/indy_service_pb")]).then(
    ([{ createClient }, { IndyService }]): Client<typeof IndyService> => createClient(IndyService, transport),
  );

/** The custom claim IndyService sets; a token without it predates the account and is refreshed. */
const userNameClaim = "sw_user";

/**
 * Follows Firebase's signed-in user and runs the product login for it (spec §4): an unverified,
 * non-anonymous user may stay only on the verify, auth-callback, login and sign-up routes and is
 * signed out anywhere else; on success the session is ready; a token lacking our claim is
 * refreshed; a failed login goes to /error/{code}. While signed in, SessionWatch reports the
 * session's details, follows its end ('logged in elsewhere') and the inactivity timeout.
 */
export function SessionProvider({ firebase, children }: { firebase: FirebaseAuthHandle; children: ReactNode }) {
  const transport = useAppTransport();
  const indyRef = useRef<Promise<Client<typeof IndyService>>>(undefined);
  const getIndy = useCallback(() => {
    indyRef.current ??= indyClient(transport);
    return indyRef.current;
  }, [transport]);
  const [indy, setIndy] = useState<Client<typeof IndyService>>();
  const [state, setState] = useState<SessionState>({ status: "loading" });
  const attempts = useRef(0);

  const loggedOut = useRef(false);
  const signOut = useCallback(
    async (options?: { loggedOut?: boolean }) => {
      loggedOut.current = options?.loggedOut === true;
      const auth = firebase.current;
      if (auth) {
        const { signOut: firebaseSignOut } = await import("../firebase-sdk.js");
        await firebaseSignOut(auth);
      }
      await clearQueryCache();
    },
    [firebase],
  );

  const follow = useCallback(
    async (firebaseUser: User | null) => {
      const attempt = ++attempts.current;
      const settle = (next: SessionState) => {
        if (attempt === attempts.current) setState(next);
      };
      if (!firebaseUser) return settle({ status: "signed-out", loggedOut: loggedOut.current });
      loggedOut.current = false;
      if (!firebaseUser.isAnonymous && !firebaseUser.emailVerified) {
        // The path is read now, not captured: the provider sits above the router.
        if (mayStayUnverified(window.location.pathname)) {
          return settle({ status: "unverified", email: firebaseUser.email ?? "" });
        }
        return signOut();
      }
      settle({ status: "loading" });
      try {
        const indy = await getIndy();
        setIndy(indy);
        // Demo visitors (spec §4): signed out off the demo routes; on them the anonymous Indy user is
        // obtained or created before the product login.
        if (firebaseUser.isAnonymous) {
          if (!isDemoPath(window.location.pathname)) return signOut();
          await indy.getOrCreateAnonymousIndyUser({});
        }
        const { user, sessionId } = await indy.login({});
        if (!user) return settle({ status: "error", code: errorCodes.loginResponseNotOk });
        const token = await firebaseUser.getIdTokenResult();
        if (!token.claims[userNameClaim]) await firebaseUser.getIdToken(true);
        settle({ status: "signed-in", user, sessionId });
      } catch (error) {
        const { isNetworkFailure } = await import("../errors.js");
        const code = isNetworkFailure(error) ? errorCodes.loginPromiseError : errorCodes.loginResponseNotOk;
        settle({ status: "error", code });
      }
    },
    [getIndy, signOut],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    // Follow Firebase's user from the moment its SDK loads (at once when it has).
    const stopWaiting = firebase.onLoad((auth) => {
      void import("../firebase-sdk.js").then(({ onAuthStateChanged }) => {
        if (!stopped) unsubscribe = onAuthStateChanged(auth, (firebaseUser) => void follow(firebaseUser));
      });
    });
    if (!firebase.current) {
      if (firebase.hasStoredUser()) {
        firebase.load().catch(() => setState({ status: "error", code: errorCodes.loginPromiseError }));
      } else {
        // Nobody is signed in in this browser: signed out now, without waiting for the SDK.
        void follow(null);
      }
    }
    // Another tab that signs in stores its user: load the SDK here too, which then follows it.
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith(storedUserKeyPrefix) && event.newValue) void firebase.load();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      stopped = true;
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener("storage", onStorage);
    };
  }, [firebase, follow]);

  const refresh = useCallback(async () => {
    const current = firebase.current?.currentUser;
    if (current) {
      await current.reload();
      // A fresh token carries the new email_verified value the server checks.
      await current.getIdToken(true);
    }
    await follow(firebase.current?.currentUser ?? null);
  }, [firebase, follow]);

  const renamed = useCallback((names: { firstName: string; lastName: string }) => {
    setState((current) =>
      current.status === "signed-in" ? { ...current, user: { ...current.user, ...names } } : current,
    );
  }, []);

  const session = useMemo<Session>(() => ({ state, signOut, refresh, renamed }), [state, signOut, refresh, renamed]);
  return (
    <SessionContext.Provider value={session}>
      {children}
      {state.status === "signed-in" && indy ? (
        <Suspense fallback={null}>
          <SessionWatch indy={indy} sessionId={state.sessionId} signOut={signOut} stayHere={refresh} />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}
