import { createContext, useContext } from "react";
import type { AppConfig } from "./config.js";

export const AppConfigContext = createContext<AppConfig | undefined>(undefined);

/** The settings read from /app-config.json at start-up (lib/config.ts), provided in app/providers.tsx. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error("useAppConfig must be used inside <AppProviders>");
  return config;
}
