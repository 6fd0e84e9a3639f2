import { signInAnonymously } from "firebase/auth";
import { useEffect, useRef } from "react";
import { Navigate, useNavigate } from "react-router";
import { Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { useSession } from "../../../lib/session/index.js";
import { DemoLanding } from "./demo-landing.js";

/**
 * /tryme and /tryme/maths (spec §4, learning §2): with the demo flag off the visitor goes to
 * /sign-up. A signed-out visitor is signed in anonymously; the session provider then obtains or
 * creates the anonymous Indy user and logs it in. If anything fails the visitor is signed out and
 * sent to /login, with a spinner meanwhile. Signed-in accounts go to their own landing page.
 */
export function DemoEntry({ demoEnabled }: { demoEnabled: boolean }) {
  const { state, signOut } = useSession();
  const auth = useFirebaseAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const failed = state.status === "error" || state.status === "unverified";

  useEffect(() => {
    if (!demoEnabled || state.status !== "signed-out" || started.current) return;
    // Once per visit: a second anonymous sign-in would create a second demo user.
    started.current = true;
    signInAnonymously(auth).catch(() => navigate("/login", { replace: true }));
  }, [auth, demoEnabled, navigate, state.status]);

  useEffect(() => {
    if (!demoEnabled || !failed) return;
    void signOut().finally(() => navigate("/login", { replace: true }));
  }, [demoEnabled, failed, navigate, signOut]);

  if (!demoEnabled) return <Navigate to="/sign-up" replace />;
  if (state.status === "signed-in") return state.user.anonymousState ? <DemoLanding /> : <Navigate to="/" replace />;
  return <Spinner label="Starting the demo" />;
}
