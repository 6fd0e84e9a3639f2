import { mkdirSync } from "node:fs";
import path from "node:path";
import { createLogger, stopOnSignals } from "@sumwise/kit";
import { pino } from "pino";
import { startAuthEmulator } from "./firebase-emulator.js";
import { startMailCatcher } from "./mail-catcher.js";
import { repoRoot, webDist } from "./paths.js";
import { startStack } from "./stack.js";

/**
 * `make start`: the Auth emulator, then the four services and the gateway in this process.
 * Service logs go to .data/logs/sumwise.log so the terminal shows only the address and problems.
 */
const env = { ...process.env };
const projectId = env.FIREBASE_PROJECT_ID ?? "demo-sumwise";
const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? ".data");
mkdirSync(path.join(dataDir, "logs"), { recursive: true });
const logFile = path.join(dataDir, "logs", "sumwise.log");
const console = createLogger("stack", "info");

try {
  const emulator = await startAuthEmulator(projectId);
  const mailCatcher = await startMailCatcher();
  const stack = await startStack({
    env: {
      SUMWISE_ENV: "development",
      WEB_DIST: webDist,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_AUTH_EMULATOR_URL: `http://${emulator.host}`,
      ...env,
      DATA_DIR: dataDir,
    },
    logDestination: pino.destination({ dest: logFile, mkdir: true, sync: false }),
    mailCatcher,
  });
  stopOnSignals(async () => {
    await stack.stop();
    await mailCatcher.stop();
    await emulator.stop();
  }, console);
  process.stdout.write(`Sumwise is running at ${stack.url}\n`);
  process.stdout.write(`(email sent in development is at ${stack.url}/dev/mailbox)\n`);
} catch (error) {
  console.fatal({ err: error }, `Sumwise could not start (logs: ${logFile})`);
  process.exit(1);
}
