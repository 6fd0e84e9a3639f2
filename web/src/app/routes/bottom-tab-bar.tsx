import { NavLink } from "react-router";

/** The learner pages that carry the bottom tab bar on small screens (spec §2 Shell). */
export const bottomTabs = [
  { to: "/learn/course", label: "Course" },
  { to: "/learn/just-for-you", label: "Just for you" },
  { to: "/learn/explore", label: "Explore" },
  { to: "/activity", label: "Activity" },
] as const;

/** Only course, activity, just-for-you and explore pages (and pages inside them) show the bar. */
export function showsBottomTabBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return bottomTabs.some(({ to }) => path === to || path.startsWith(`${to}/`));
}

/**
 * Shown below 768 px only (styles.css); on wider screens the main menu is always visible. The Explore
 * tab goes while the explore flag is off (its page would only send the learner to the learn entry).
 */
export function BottomTabBar({ explore = true }: { explore?: boolean }) {
  return (
    <nav className="bottom-tab-bar" aria-label="Learning sections">
      <ul>
        {bottomTabs
          .filter(({ to }) => explore || to !== "/learn/explore")
          .map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to}>{label}</NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
