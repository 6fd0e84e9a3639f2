import { Navigate } from "react-router";
import { useSession } from "../../../lib/session/index.js";
import { DemoChooser } from "./demo-chooser.js";

/**
 * /tryme and /tryme/maths without a level (spec §4, learning §2): with the demo flag off the visitor
 * goes to /sign-up. Visiting creates no account: the chooser signs the visitor in anonymously only
 * when they press Start. Signed-in accounts go to their own landing page.
 */
export function DemoEntry({ demoEnabled }: { demoEnabled: boolean }) {
  const { state } = useSession();
  if (!demoEnabled) return <Navigate to="/sign-up" replace />;
  if (state.status === "signed-in" && !state.user.anonymousState) return <Navigate to="/" replace />;
  return <DemoChooser />;
}
