import type { Transport } from "@connectrpc/connect";
import type { ReactNode } from "react";
import { FirebaseAuthContext } from "../lib/auth-context.js";
import type { AppConfig } from "../lib/config.js";
import { AppConfigContext } from "../lib/config-context.js";
import type { FirebaseAuthHandle } from "../lib/firebase.js";
import { SessionProvider } from "../lib/session/index.js";
import { AppTransportContext } from "../lib/transport-context.js";

/**
 * What every page needs, provided once: the app's settings, Firebase Auth, the transport and the session. The query
 * cache and Connect-Query's providers wrap only the pages that call services (app/router.tsx).
 */
export function AppProviders({
  config,
  firebase,
  transport,
  children,
}: {
  config: AppConfig;
  firebase: FirebaseAuthHandle;
  transport: Transport;
  children: ReactNode;
}) {
  return (
    <AppConfigContext.Provider value={config}>
      <FirebaseAuthContext.Provider value={firebase}>
        <AppTransportContext.Provider value={transport}>
          <SessionProvider firebase={firebase}>{children}</SessionProvider>
        </AppTransportContext.Provider>
      </FirebaseAuthContext.Provider>
    </AppConfigContext.Provider>
  );
}
