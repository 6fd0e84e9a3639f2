import { baseEnvSchema, port, serviceUrl } from "@sumwise/kit";
import { z } from "zod";

export const configSchema = baseEnvSchema.extend({
  PORT: port(4003),
  INDY_URL: serviceUrl("http://127.0.0.1:4001"),
  // Moves the first competition of domain/competitions.ts (tests, local runs): a Monday "YYYY-MM-DD",
  // or "current" for this week's Monday. Unset in production: the competitions run on their own dates.
  COMPETITION_STARTS_ON: z
    .union([z.literal("current"), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD or current")])
    .optional(),
  // The weekly email names lessons and topics from LearningService's catalogue.
  LEARNING_URL: serviceUrl("http://127.0.0.1:4002"),
});

export type ActivityConfig = z.infer<typeof configSchema>;
