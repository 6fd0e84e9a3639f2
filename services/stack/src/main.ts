import { mkdirSync } from "node:fs";
import path from "node:path";
import { createLogger, stopOnSignals } from "@sumwise/kit";
import { pino } from "pino";
import { type EmulatorHandle, emulatorHost, startAuthEmulator } from "./firebase-emulator.js";
import { type MailCatcher, startMailCatcher } from "./mail-catcher.js";
import { repoRoot, webDist } from "./paths.js";
import { type RunningStack, startStack } from "./stack.js";

/**
 * `make start`: the Auth emulator and, at the same time (they do not need it until the first
 * sign-in), the four services and the gateway in this process. Service logs go to
 * .data/logs/sumwise.log so the terminal shows only the address and problems. The emulator keeps its
 * accounts in .data/auth-emulator, beside PGlite's rows, so both survive a restart together.
 */
const env = { ...process.env };
const projectId = env.FIREBASE_PROJECT_ID ?? "demo-sumwise";
const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? ".data");
mkdirSync(path.join(dataDir, "logs"), { recursive: true });
const logFile = path.join(dataDir, "logs", "sumwise.log");
const console = createLogger("stack", "info");
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const timed = async <T>(phase: string, start: () => Promise<T>): Promise<T> => {
  const since = performance.now();
  const result = await start();
  timings.push(`${phase} ${seconds(since)}`);
  return result;
};
const timings: string[] = [];

const emulatorStarting = timed("auth emulator", () =>
  startAuthEmulator(projectId, { dataDir: path.join(dataDir, "auth-emulator") }),
);
const mailCatcherStarting = startMailCatcher();
const stackStarting = mailCatcherStarting.then((mailCatcher) =>
  timed("services and gateway", () =>
    startStack({
      env: {
        SUMWISE_ENV: "development",
        WEB_DIST: webDist,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}`,
        ...env,
        DATA_DIR: dataDir,
      },
      logDestination: pino.destination({ dest: logFile, mkdir: true, sync: false }),
      mailCatcher,
    }),
  ),
);
const [emulator, mailCatcher, stack] = await Promise.allSettled([emulatorStarting, mailCatcherStarting, stackStarting]);

const value = <T>(result: PromiseSettledResult<T>) => (result.status === "fulfilled" ? result.value : undefined);
const stopAll = async (running: {
  stack?: RunningStack | undefined;
  mailCatcher?: MailCatcher | undefined;
  emulator?: EmulatorHandle | undefined;
}) => {
  await running.stack?.stop().catch(() => {});
  await running.mailCatcher?.stop().catch(() => {});
  // Last: it exports its accounts as it stops.
  await running.emulator?.stop().catch(() => {});
};

const running = { stack: value(stack), mailCatcher: value(mailCatcher), emulator: value(emulator) };
const failure = [emulator, mailCatcher, stack].find((result) => result.status === "rejected");
if (failure) {
  // Nothing this run started may outlive it, the emulator least of all (it holds port 9099).
  console.fatal({ err: failure.reason }, `Sumwise could not start (logs: ${logFile})`);
  await stopAll(running);
  process.exit(1);
}
stopOnSignals(() => stopAll(running), console);
process.stdout.write(
  `Sumwise is running at ${running.stack?.url} (ready in ${process.uptime().toFixed(1)} s: ${timings.join(", ")})\n`,
);
process.stdout.write(
  `(email sent in development, Firebase's verification and reset links too: ${running.stack?.url}/dev/mailbox)\n`,
);
if (running.stack?.stripe) {
  process.stdout.write(
    "(payments go to a local Stripe emulator: 4242 4242 4242 4242 pays, 4000 0025 0000 3155 asks for 3-D Secure, 4000 0000 0000 0002 is declined)\n",
  );
}
