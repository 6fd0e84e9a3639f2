import type { FeatureFlags } from "@sumwise/rules";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useFirebase } from "../../../lib/auth-context.js";
import { parseFeatureFlags } from "../parse-feature-flags.js";

/** Spec §9: feature flags are stale and cached for 24 hours. */
const day = 24 * 60 * 60 * 1000;

/**
 * GetFeatureFlagsForUser over the Connect protocol's JSON form (the gateway and IndyService speak
 * it as well as gRPC-web). Every page needs the flags before it shows (maintenance, sign-up), so
 * this one call is a plain fetch with a small cache of its own: the first page of a visit need not
 * wait for the protobuf runtime, the generated descriptors or the query cache (issue 7 §12).
 */
async function getFeatureFlagsForUser(name: string, idToken: string | undefined): Promise<FeatureFlags> {
  const response = await fetch("/sumwise.indy.v1.IndyService/GetFeatureFlagsForUser", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "connect-protocol-version": "1",
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`GetFeatureFlagsForUser: HTTP ${response.status}`);
  const body = (await response.json()) as { featureFlagsJson?: string };
  return parseFeatureFlags(body.featureFlagsJson ?? "{}");
}

type Entry = { status: "loading" } | { status: "ready"; flags: FeatureFlags; at: number } | { status: "error" };

/** One entry per user name ("" for the default set), shared by every component of the page. */
const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ensureLoaded(name: string, idToken: () => Promise<string | undefined>): void {
  const entry = cache.get(name);
  if (entry?.status === "loading") return;
  if (entry?.status === "ready" && Date.now() - entry.at < day) return;
  cache.set(name, { status: "loading" });
  notify();
  void idToken()
    .then((token) => getFeatureFlagsForUser(name, token))
    .then(
      (flags) => cache.set(name, { status: "ready", flags, at: Date.now() }),
      () => cache.set(name, { status: "error" }),
    )
    .finally(notify);
}

/**
 * The flags for `name` (the signed-in user's own name, or "" for the default set); the name keys
 * the cache, so a user who signs in fetches their own flags instead of reusing the visitor's.
 * While a new user's flags load, the previous set stays in use rather than blanking the page.
 */
export function useFeatureFlagsQuery(name: string, enabled: boolean): { data?: FeatureFlags; isError: boolean } {
  const firebase = useFirebase();
  const entry = useSyncExternalStore(subscribe, () => cache.get(name));
  const previous = useRef<FeatureFlags | undefined>(undefined);
  useEffect(() => {
    // A user name means a signed-in user, whose Auth has loaded.
    if (enabled) ensureLoaded(name, async () => (name ? firebase.current?.currentUser?.getIdToken() : undefined));
  }, [firebase, enabled, name]);
  if (entry?.status === "ready") {
    previous.current = entry.flags;
    return { data: entry.flags, isError: false };
  }
  return { data: previous.current, isError: entry?.status === "error" };
}
