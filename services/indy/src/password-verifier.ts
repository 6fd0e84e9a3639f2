import { ConfigError } from "@sumwise/kit";
import type { IndyConfig } from "./config.js";

export type PasswordCheck =
  | { outcome: "ok"; uid: string }
  | { outcome: "wrong" }
  | { outcome: "disabled" }
  | { outcome: "unavailable"; detail: string };

/** Identity Toolkit errors meaning "no such account" or "wrong password" (older and newer names). */
const wrongCredentials = new Set(["EMAIL_NOT_FOUND", "INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "INVALID_EMAIL"]);

/**
 * Checks an email and password against Firebase Auth's REST API (firebase-admin cannot check
 * passwords). In development and test that is the emulator; in production the real endpoint with
 * FIREBASE_API_KEY, required there so a misconfigured deployment fails at start-up, not at login.
 */
export class PasswordVerifier {
  private readonly url: string;

  constructor(config: IndyConfig) {
    const emulator = config.FIREBASE_AUTH_EMULATOR_HOST;
    if (!emulator && !config.FIREBASE_API_KEY && config.SUMWISE_ENV === "production") {
      throw new ConfigError("FIREBASE_API_KEY: required when SUMWISE_ENV=production (PasswordLogin checks passwords)");
    }
    const base = emulator
      ? `http://${emulator}/identitytoolkit.googleapis.com`
      : "https://identitytoolkit.googleapis.com";
    const key = encodeURIComponent(config.FIREBASE_API_KEY ?? "demo-api-key");
    this.url = `${base}/v1/accounts:signInWithPassword?key=${key}`;
  }

  async check(email: string, password: string): Promise<PasswordCheck> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, returnSecureToken: false }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      return { outcome: "unavailable", detail: String(error) };
    }
    const body = (await response.json().catch(() => ({}))) as { localId?: string; error?: { message?: string } };
    if (response.ok && body.localId) return { outcome: "ok", uid: body.localId };
    // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : ...".
    const reason = (body.error?.message ?? "").split(" ")[0] ?? "";
    if (wrongCredentials.has(reason)) return { outcome: "wrong" };
    if (reason === "USER_DISABLED") return { outcome: "disabled" };
    return { outcome: "unavailable", detail: reason || `HTTP ${response.status}` };
  }
}
