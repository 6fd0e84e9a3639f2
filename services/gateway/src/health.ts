import type { UpstreamRoute } from "./routes.js";

export interface HealthReport {
  status: "ok" | "degraded";
  upstreams: Record<string, "ready" | "unavailable">;
}

/** Asks every upstream's /readyz at once; the gateway is healthy only when all of them are. */
export async function checkUpstreams(routes: UpstreamRoute[], timeoutMs = 2_000): Promise<HealthReport> {
  const entries = await Promise.all(
    routes.map(async (route) => {
      try {
        const response = await fetch(new URL("/readyz", route.upstream), { signal: AbortSignal.timeout(timeoutMs) });
        return [route.service, response.ok ? "ready" : "unavailable"] as const;
      } catch {
        return [route.service, "unavailable"] as const;
      }
    }),
  );
  const upstreams = Object.fromEntries(entries);
  const status = entries.every(([, state]) => state === "ready") ? "ok" : "degraded";
  return { status, upstreams };
}
