import { QueryClient } from "@tanstack/react-query";

/** Spec §9: data is fresh for 30 seconds and cached for 10 minutes unless a query says otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
