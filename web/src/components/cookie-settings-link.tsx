import { useCookieSettings } from "../lib/consent/index.js";

/** "Cookie settings", styled as a link; it opens a dialog, so it is a button for assistive tech. */
export function CookieSettingsLink() {
  const { open } = useCookieSettings();
  return (
    <button type="button" className="link-button" onClick={open}>
      Cookie settings
    </button>
  );
}
