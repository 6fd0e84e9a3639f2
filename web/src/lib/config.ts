import { z } from "zod/mini";

/**
 * Settings the gateway serves at /app-config.json, read once before the app renders, so one build
 * runs against the emulator in development and a real Firebase project in production.
 */
const appConfigSchema = z.object({
  environment: z.enum(["development", "test", "production"]),
  firebase: z.object({
    apiKey: z.string().check(z.minLength(1)),
    authDomain: z.string(),
    projectId: z.string().check(z.minLength(1)),
    authEmulatorUrl: z.string(),
  }),
  /**
   * The card payment provider (accounts spec §7). An empty emulatorUrl means the real Stripe.js
   * with the publishable key; a non-empty one (development and tests: "/stripe-emulator") means the
   * local card form that talks to the Stripe emulator. A gateway that does not serve it yet leaves
   * both empty, and the payment pages say so instead of the whole app failing to start.
   */
  stripe: z._default(z.object({ publishableKey: z.string(), emulatorUrl: z.string() }), {
    publishableKey: "",
    emulatorUrl: "",
  }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export async function loadAppConfig(): Promise<AppConfig> {
  const response = await fetch("/app-config.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`Could not load settings (HTTP ${response.status}).`);
  return appConfigSchema.parse(await response.json());
}
