import type { Transport } from "@connectrpc/connect";
import { createContext, useContext } from "react";

/**
 * The app's transport, provided once in app/providers.tsx. Connect-Query's own TransportProvider
 * wraps each lazily loaded page (app/router.tsx), so the first page of a visit does not load the
 * Connect runtime before it needs it.
 */
export const AppTransportContext = createContext<Transport | undefined>(undefined);

export function useAppTransport(): Transport {
  const transport = useContext(AppTransportContext);
  if (!transport) throw new Error("useAppTransport must be used inside <AppProviders>");
  return transport;
}
