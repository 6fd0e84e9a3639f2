import { type ComponentType, Fragment, Suspense } from "react";
import type { RouteObject } from "react-router";
import { Spinner } from "../../components/ui/index.js";
import { sharedQueryClient } from "../../lib/query-client.js";
import { PublicOnly, RequireSession } from "../../lib/session/index.js";
import { useAppTransport } from "../../lib/transport-context.js";
import type { RouteHandle } from "./route-title.js";

/** Who may see a lazily loaded page: anyone, signed-out visitors only, or signed-in users. */
type Access = "any" | "public-only" | "session";

interface PageOptions {
  access?: Access;
  /**
   * False for pages that call no service through Connect-Query: they load without the query cache
   * and the Connect runtime (the first page of a visit is usually one of them).
   */
  rpc?: boolean;
}

/**
 * Every page is its own chunk, fetched when its route is first visited (spec §12 of issue 7: a lean
 * first load); a failed fetch shows RouteError. `access` wraps it in the session guards.
 */
export function page(load: () => Promise<ComponentType>, options: Access | PageOptions = {}): RouteObject["lazy"] {
  const { access = "any", rpc = true } = typeof options === "string" ? { access: options } : options;
  const Guard = access === "public-only" ? PublicOnly : access === "session" ? RequireSession : Fragment;
  return async () => {
    if (!rpc) {
      const Page = await load();
      return {
        Component: () => (
          <Guard>
            <Suspense fallback={<Spinner label="Loading" />}>
              <Page />
            </Suspense>
          </Guard>
        ),
      };
    }
    const [{ TransportProvider }, { QueryClientProvider }, queryClient, Page] = await Promise.all([
      import("@connectrpc/connect-query"),
      import("@tanstack/react-query"),
      sharedQueryClient(),
      load(),
    ]);
    return {
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <TransportProvider transport={useAppTransport()}>
            <Guard>
              <Suspense fallback={<Spinner label="Loading" />}>
                <Page />
              </Suspense>
            </Guard>
          </TransportProvider>
        </QueryClientProvider>
      ),
    };
  };
}

/** Each route's document title (issue 7 §16): "<title> · Sumwise". */
export const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });
