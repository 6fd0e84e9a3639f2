import { createContext, useContext } from "react";

/** Opens the Cookie settings dialog from anywhere (footer, sign-up chooser); provided in app/. */
export const CookieSettingsContext = createContext<{ open: () => void } | undefined>(undefined);

export function useCookieSettings(): { open: () => void } {
  const context = useContext(CookieSettingsContext);
  if (!context) throw new Error("useCookieSettings must be used inside the app layout");
  return context;
}
