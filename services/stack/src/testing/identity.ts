import { type Code, ConnectError } from "@connectrpc/connect";
import { emulatorHost } from "../firebase-emulator.js";

const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise";
const identityToolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;

/** Environment every test stack gets: test mode, the emulator, quiet logs. */
export const testEnv = {
  SUMWISE_ENV: "test",
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}`,
} as const;

let counter = 0;
/** A unique address per call, so tests never collide in the shared emulator. */
export function uniqueEmail(prefix = "learner"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${identityToolkit}/${path}?key=test-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** Signs in as the browser SDK would and returns a fresh ID token (with current custom claims). */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await post<{ idToken: string }>("accounts:signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

/** A Firebase user with no Sumwise account (tests of the claim-less path). */
export async function createFirebaseOnlyUser(email: string, password: string): Promise<string> {
  const result = await post<{ idToken: string }>("accounts:signUp", { email, password, returnSecureToken: true });
  return result.idToken;
}

/** An anonymous sign-in, as the web SDK's signInAnonymously does (the demo's visitors). */
export async function signInAnonymously(): Promise<{ idToken: string; refreshToken: string; localId: string }> {
  return post("accounts:signUp", { returnSecureToken: true });
}

/** A fresh ID token (with the claims set since), as the web SDK's getIdToken(true) does. */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/securetoken.googleapis.com/v1/token?key=test-api-key`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
  });
  const json = (await response.json()) as { id_token?: string };
  if (!json.id_token) throw new Error(`token refresh: ${response.status}`);
  return json.id_token;
}

/**
 * Marks an account's email verified, as opening the emulator's verification link would (the admin
 * "owner" credential of the emulator). Product login refuses unverified emails (spec §4).
 */
export async function markEmailVerified(email: string, password: string): Promise<void> {
  const { localId } = await post<{ localId: string }>("accounts:signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  const response = await fetch(`${identityToolkit}/projects/${projectId}/accounts:update`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`accounts:update: ${response.status} ${await response.text()}`);
}

/** Sends the signed-in user's verification email, as the web's sign-up forms do after creating the account. */
export async function sendVerificationEmail(idToken: string): Promise<void> {
  await post("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
}

/** The emulator's out-of-band codes (verification and password-reset links) sent to an email. */
export async function oobCodesFor(
  email: string,
): Promise<Array<{ email: string; requestType: string; oobCode: string; oobLink: string }>> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string; oobLink: string }>;
  };
  return oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase());
}

export const bearer = (idToken: string) => ({ headers: { authorization: `Bearer ${idToken}` } });

/** The Connect error a call fails with, or undefined when it succeeds. */
export async function errorOf(promise: Promise<unknown>): Promise<ConnectError | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return ConnectError.from(error);
  }
}

/** The Connect error code a call fails with, or undefined when it succeeds. */
export async function codeOf(promise: Promise<unknown>): Promise<Code | undefined> {
  return (await errorOf(promise))?.code;
}
