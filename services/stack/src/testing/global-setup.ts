import { startAuthEmulator } from "../firebase-emulator.js";

/**
 * Vitest global setup for suites that need identity: the real Firebase Auth emulator, started once
 * (or reused when `make start` already runs one) and stopped afterwards if we started it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator(process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise", { timeoutMs: 180_000 });
  return () => emulator.stop();
}
