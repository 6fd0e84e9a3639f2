import { useSyncExternalStore } from "react";

/**
 * Cookie and storage consent (spec §4: consent controls which analytics, chat, heatmap and pixel
 * scripts load). Strictly necessary storage (sign-in, the sign-up form in progress, this choice
 * itself) needs no consent. Every optional category starts off and stays off until the person
 * turns it on in Cookie settings; nothing is assumed from silence.
 */
export const optionalCategories = ["analytics", "marketing"] as const;
export type ConsentCategory = (typeof optionalCategories)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

export const consentStorageKey = "sumwise:cookie-consent";
export const noConsent: ConsentChoices = { analytics: false, marketing: false };

const listeners = new Set<() => void>();
let cached: { raw: string | null; choices: ConsentChoices } | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Blocked storage (some private modes): treat as no consent.
  }
}

/** The stored choices; anything missing, unreadable or not exactly `true` counts as no consent. */
export function readConsent(): ConsentChoices {
  const raw = storage()?.getItem(consentStorageKey) ?? null;
  if (cached && cached.raw === raw) return cached.choices;
  let choices = noConsent;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : {};
    choices = { analytics: parsed.analytics === true, marketing: parsed.marketing === true };
  } catch {
    choices = noConsent;
  }
  cached = { raw, choices };
  return choices;
}

export function saveConsent(choices: ConsentChoices): void {
  const value = { analytics: choices.analytics, marketing: choices.marketing, savedAt: new Date().toISOString() };
  storage()?.setItem(consentStorageKey, JSON.stringify(value));
  for (const listener of listeners) listener();
}

export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()[category];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

/**
 * Whether an optional category may run. Any future optional script (analytics, chat, heatmap, ad
 * pixel) must be loaded only while this is true, and must stop when it turns false.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readConsent()[category],
    () => false,
  );
}
