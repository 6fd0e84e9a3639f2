import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../components/ui/index.js";
import { useSession } from "../../lib/session/index.js";
import { NotFoundPage } from "./not-found.js";
import { landingPathFor } from "./roles.js";

/**
 * "/" and every unknown path (spec §2 catch-all): signed-out visitors go to /login, signed-in users
 * to their own landing page (learn, parent area or demo). If that landing page is itself unknown
 * (its issue has not landed yet), show "not found" rather than redirect in a loop.
 */
export function RootRedirect() {
  const { state } = useSession();
  const { pathname } = useLocation();
  if (state.status === "loading") return <Spinner label="Loading" />;
  if (state.status !== "signed-in") return <Navigate to="/login" replace />;
  const landing = landingPathFor(state.user);
  if (landing === pathname) return <NotFoundPage />;
  return <Navigate to={landing} replace />;
}
