import type { ActionCodeInfo, Auth } from "firebase/auth";

/**
 * Checks an email-action code before it is applied (spec §4): when it belongs to another email
 * than the signed-in user's, that user is signed out first, so a link opened in a shared browser
 * never acts on whoever happened to be logged in. Throws when the code is invalid or used.
 */
export async function checkActionCodeForUser(
  auth: Auth,
  oobCode: string,
  signOut: () => Promise<void>,
): Promise<ActionCodeInfo> {
  const { checkActionCode } = await import("../firebase-sdk.js");
  const info = await checkActionCode(auth, oobCode);
  const current = auth.currentUser?.email?.toLowerCase();
  const codeEmails = [info.data.email, info.data.previousEmail]
    .filter((email): email is string => Boolean(email))
    .map((email) => email.toLowerCase());
  if (current && codeEmails.length > 0 && !codeEmails.includes(current)) await signOut();
  return info;
}

/** A continueUrl from an email link, only when it points back into this site (no open redirects). */
export function safeContinuePath(continueUrl: string | null, fallback: string): string {
  if (!continueUrl) return fallback;
  try {
    const url = new URL(continueUrl, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
