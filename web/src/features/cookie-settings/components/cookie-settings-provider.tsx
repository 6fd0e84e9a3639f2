import { type ReactNode, useMemo, useState } from "react";
import { CookieSettingsContext } from "../../../lib/consent/index.js";
import { CookieSettingsDialog } from "./cookie-settings-dialog.js";

/** Holds the one Cookie settings dialog of the page; links anywhere open it through the context. */
export function CookieSettingsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open: () => setOpen(true) }), []);
  return (
    <CookieSettingsContext.Provider value={value}>
      {children}
      <CookieSettingsDialog open={open} onClose={() => setOpen(false)} />
    </CookieSettingsContext.Provider>
  );
}
