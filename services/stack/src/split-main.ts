import { createLogger, stopOnSignals } from "@sumwise/kit";
import { startAuthEmulator } from "./firebase-emulator.js";
import { startMailCatcher } from "./mail-catcher.js";
import { webDist } from "./paths.js";
import { startSplit } from "./split.js";

/** `make start-split`: the same product with every service in its own process, on PostgreSQL. */
const logger = createLogger("stack", "info");
try {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise";
  const emulator = await startAuthEmulator(projectId);
  // Email is caught here; split mode has no /dev/mailbox page (the gateway is another process).
  const mailCatcher = await startMailCatcher();
  const split = await startSplit({
    env: {
      SUMWISE_ENV: "development",
      WEB_DIST: webDist,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_AUTH_EMULATOR_URL: `http://${emulator.host}`,
      SMTP_URL: mailCatcher.smtpUrl,
      ...process.env,
    },
    gatewayPort: Number(process.env.PORT ?? 8080),
    basePort: 4001,
  });
  stopOnSignals(async () => {
    await split.stop();
    await mailCatcher.stop();
    await emulator.stop();
  }, logger);
  process.stdout.write(`Sumwise is running at ${split.url} (services in processes ${split.pids.join(", ")})\n`);
} catch (error) {
  logger.fatal({ err: error }, "Sumwise could not start");
  process.exit(1);
}
