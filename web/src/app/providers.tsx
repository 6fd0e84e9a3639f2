import type { Transport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Auth } from "firebase/auth";
import { type ReactNode, useState } from "react";
import { FirebaseAuthContext } from "../lib/auth-context.js";
import { createQueryClient } from "../lib/query-client.js";
import { SessionProvider } from "../lib/session/index.js";

/** Everything the features need, provided once: transport, query cache, Firebase Auth, session. */
export function AppProviders({ auth, transport, children }: { auth: Auth; transport: Transport; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <FirebaseAuthContext.Provider value={auth}>
      <TransportProvider transport={transport}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider auth={auth}>{children}</SessionProvider>
        </QueryClientProvider>
      </TransportProvider>
    </FirebaseAuthContext.Provider>
  );
}
