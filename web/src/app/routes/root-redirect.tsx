import { Navigate } from "react-router";
import { Spinner } from "../../components/spinner.js";
import { defaultSignedInPath, useSession } from "../../lib/session/index.js";

/** "/" and unknown paths: signed-in users go home, others to log in (spec §2 catch-all). */
export function RootRedirect() {
  const { state } = useSession();
  if (state.status === "loading") return <Spinner label="Loading" />;
  if (state.status === "signed-in") return <Navigate to={defaultSignedInPath} replace />;
  return <Navigate to="/login" replace />;
}
