import { initializeApp } from "firebase/app";
import { type Auth, browserLocalPersistence, connectAuthEmulator, getAuth, setPersistence } from "firebase/auth";
import type { AppConfig } from "./config.js";

/** The one Firebase Auth of the page, wired to the emulator when the settings name one. */
export async function createFirebaseAuth(config: AppConfig): Promise<Auth> {
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain || undefined,
    projectId: config.firebase.projectId,
  });
  const auth = getAuth(app);
  if (config.firebase.authEmulatorUrl)
    connectAuthEmulator(auth, config.firebase.authEmulatorUrl, { disableWarnings: true });
  await setPersistence(auth, browserLocalPersistence);
  return auth;
}
