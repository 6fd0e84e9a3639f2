import { competitionBannerStorageKey } from "@sumwise/rules";

/** Whether this device dismissed the banner of a competition (spec §3: display state kept on the device). */
export function isBannerDismissed(competitionId: string): boolean {
  try {
    return localStorage.getItem(competitionBannerStorageKey(competitionId)) === "true";
  } catch {
    return false;
  }
}

export function dismissBanner(competitionId: string): void {
  try {
    localStorage.setItem(competitionBannerStorageKey(competitionId), "true");
  } catch {
    // Private browsing without storage: the banner comes back next visit, nothing else breaks.
  }
}
