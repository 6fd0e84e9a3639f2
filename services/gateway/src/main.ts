import { createLogger, loadConfig, stopOnSignals } from "@sumwise/kit";
import { configSchema } from "./config.js";
import { build } from "./server.js";

const logger = createLogger("gateway", process.env.LOG_LEVEL ?? "info");
try {
  const config = loadConfig(configSchema, process.env);
  const app = await build(config, logger);
  await app.listen({ host: config.HOST, port: config.PORT });
  stopOnSignals(() => app.close(), logger);
} catch (error) {
  logger.fatal({ err: error }, "gateway failed to start");
  process.exit(1);
}
