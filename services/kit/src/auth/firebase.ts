import { type App, getApps, initializeApp } from "firebase-admin/app";
import { type Auth, getAuth } from "firebase-admin/auth";

/**
 * The firebase-admin Auth of a project. One app per project per process: the four services share it
 * when they run in one process. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to the
 * emulator (and accepts its unsigned tokens), which is why config refuses that variable in production.
 */
export function firebaseAuth(projectId: string, emulatorHost: string | undefined): Auth {
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const name = `sumwise-${projectId}`;
  const existing = getApps().find((app: App) => app.name === name);
  return getAuth(existing ?? initializeApp({ projectId }, name));
}
