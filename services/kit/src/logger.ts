import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

/** Structured JSON logs, one line per event, tagged with the service name. */
export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        // Tokens and passwords never reach the logs.
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          "req.headers['x-sumwise-service-token']",
          "*.password",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
