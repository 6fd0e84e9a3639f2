import { isInternetExplorer } from "../../lib/client-details.js";

/**
 * Spec §2: 'Warning: Internet Explorer is not supported', suggesting other browsers. IE cannot run
 * this module bundle at all, so index.html carries the same notice for it; this one covers browsers
 * that report themselves as IE but still run modern scripts (e.g. compatibility modes).
 */
export function UnsupportedBrowserNotice({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  if (!isInternetExplorer(userAgent)) return null;
  return (
    <aside className="browser-notice" role="alert">
      <strong>Warning: Internet Explorer is not supported</strong>
      <p>Please use Sumwise in Firefox, Chrome or Edge.</p>
    </aside>
  );
}
