import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, whatever the current directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const firebaseConfigPath = path.join(repoRoot, "services/stack/firebase.json");
/** The firebase-tools CLI script, run with this Node (and a preload: see firebase-emulator.ts). */
export const firebaseCli = path.join(repoRoot, "node_modules/firebase-tools/lib/bin/firebase.js");
export const webDist = path.join(repoRoot, "web/dist");
