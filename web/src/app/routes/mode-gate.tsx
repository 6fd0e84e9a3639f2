import { useEffect } from "react";
import { type Location, Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/ui/index.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { useFirebase } from "../../lib/auth-context.js";
import { isDemoPath } from "../../lib/demo-paths.js";
import { useSession } from "../../lib/session/index.js";

/** Every sign-up route of spec §2, with its sub-steps and the legacy addresses. */
const signUpPath =
  /^\/(sign-up|learner-sign-up|partner-learner-sign-up|supporter-sign-up|partner-sign-up|support-sign-up|parent-sign-up)(\/|$)/;

/**
 * The modes of spec §2 and §4, around every page (a layout route):
 * - maintenance flag on: everyone goes to /maintenance; off: /maintenance sends them on;
 * - an anonymous demo visitor who leaves the demo routes is signed out (also when signing up);
 * - sign-up off: every sign-up route goes to /register-interest (which sends back while it is on).
 */
export function ModeGate() {
  const flagsState = useFeatureFlags();
  const { signOut } = useSession();
  const firebase = useFirebase();
  const location = useLocation();
  const path = location.pathname;
  // Read on every render: the session provider re-renders us whenever Firebase's user changes.
  // Not loaded means no Firebase user at all (lib/firebase.ts), so no demo visitor either.
  const anonymousOffDemo = firebase.current?.currentUser?.isAnonymous === true && !isDemoPath(path);

  useEffect(() => {
    if (anonymousOffDemo) void signOut();
  }, [anonymousOffDemo, signOut]);

  if (flagsState.status === "loading") return <Spinner label="Loading" />;
  const { flags } = flagsState;
  if (flags.showMaintenancePage) {
    return path === "/maintenance" ? <Outlet /> : <Navigate to="/maintenance" replace state={{ from: location }} />;
  }
  if (path === "/maintenance") return <Navigate to={onwardFrom(location)} replace />;
  if (anonymousOffDemo) return <Spinner label="Leaving the demo" />;
  if (!flags.enableSignUp && signUpPath.test(path)) return <Navigate to="/register-interest" replace />;
  if (flags.enableSignUp && path === "/register-interest") return <Navigate to="/sign-up" replace />;
  return <Outlet />;
}

/** Where /maintenance sends a visitor once it is over: the page they first asked for, or home. */
function onwardFrom(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === "/maintenance") return "/";
  return `${from.pathname}${from.search ?? ""}`;
}
