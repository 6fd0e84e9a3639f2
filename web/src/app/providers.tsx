import type { Transport } from "@connectrpc/connect";
import type { Auth } from "firebase/auth";
import type { ReactNode } from "react";
import { FirebaseAuthContext } from "../lib/auth-context.js";
import { SessionProvider } from "../lib/session/index.js";
import { AppTransportContext } from "../lib/transport-context.js";

/**
 * What every page needs, provided once: Firebase Auth, the transport and the session. The query
 * cache and Connect-Query's providers wrap only the pages that call services (app/router.tsx).
 */
export function AppProviders({ auth, transport, children }: { auth: Auth; transport: Transport; children: ReactNode }) {
  return (
    <FirebaseAuthContext.Provider value={auth}>
      <AppTransportContext.Provider value={transport}>
        <SessionProvider auth={auth}>{children}</SessionProvider>
      </AppTransportContext.Provider>
    </FirebaseAuthContext.Provider>
  );
}
