import { initializeApp } from "firebase/app";
import { type Auth, browserLocalPersistence, connectAuthEmulator, initializeAuth } from "firebase/auth";
import type { AppConfig } from "./config.js";

/**
 * The one Firebase Auth of the page, wired to the emulator when the settings name one. Only the
 * parts the product uses: local persistence and no popup/redirect sign-in (getAuth would bundle
 * every persistence and the popup resolver).
 */
export async function createFirebaseAuth(config: AppConfig): Promise<Auth> {
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain || undefined,
    projectId: config.firebase.projectId,
  });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.firebase.authEmulatorUrl)
    connectAuthEmulator(auth, config.firebase.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
