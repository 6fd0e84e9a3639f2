import type { QueryClient } from "@tanstack/react-query";

/** Spec §9: data is fresh for 30 seconds and cached for 10 minutes unless a query says otherwise. */
export async function createQueryClient(): Promise<QueryClient> {
  const { QueryClient } = await import("@tanstack/react-query");
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let shared: Promise<QueryClient> | undefined;

/**
 * The page's one query cache, made when the first page that calls a service loads (app/router.tsx
 * wraps those pages in TanStack's and Connect-Query's providers), so pages without calls never load it.
 */
export function sharedQueryClient(): Promise<QueryClient> {
  shared ??= createQueryClient();
  return shared;
}

/** Empties the cache on sign-out, if there is one yet. */
export async function clearQueryCache(): Promise<void> {
  if (shared) (await shared).clear();
}
