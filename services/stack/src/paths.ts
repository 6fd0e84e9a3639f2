import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, whatever the current directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const firebaseConfigPath = path.join(repoRoot, "services/stack/firebase.json");
export const firebaseBin = path.join(repoRoot, "node_modules/.bin/firebase");
export const webDist = path.join(repoRoot, "web/dist");
