import { Link, Outlet } from "react-router";
import { CookieSettingsLink } from "../../components/cookie-settings-link.js";
import { CookieSettingsProvider } from "../../features/cookie-settings/components/cookie-settings-provider.js";
import { contactAddress } from "./menu-items.js";
import { useDocumentTitle, useFocusHeadingOnNavigation } from "./route-title.js";
import { UnsupportedBrowserNotice } from "./unsupported-browser.js";

/**
 * Around every page: a skip link (the first thing Tab reaches, before any menu), the old-browser
 * notice, the page, and a footer with legal links and cookie settings. It keeps the document
 * title in step with the route and moves focus to each new page's heading.
 */
export function AppLayout() {
  useDocumentTitle();
  useFocusHeadingOnNavigation();
  return (
    <CookieSettingsProvider>
      {/* The target is the page's <main id="main" tabindex="-1">: following the link focuses it. */}
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <UnsupportedBrowserNotice />
      <div className="app-page">
        <Outlet />
      </div>
      <SiteFooter />
    </CookieSettingsProvider>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="About Sumwise">
        <ul>
          <li>
            <Link to="/about-sumwise">About</Link>
          </li>
          <li>
            <Link to="/whats-new">What's new</Link>
          </li>
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
          <li>
            <a href={contactAddress}>Contact us</a>
          </li>
          <li>
            <CookieSettingsLink />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
