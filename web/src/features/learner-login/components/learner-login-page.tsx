import { signInWithCustomToken } from "firebase/auth";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/index.js";
import { useFirebaseAuth } from "../../../lib/auth-context.js";
import { useSession } from "../../../lib/session/index.js";

/**
 * /learner-login?token=… (spec §2): signs whoever is here out and signs in with the custom token
 * (a supporter's "Log in as the learner"); on failure, the login page (spec §8).
 */
export function LearnerLoginPage() {
  const auth = useFirebaseAuth();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const started = useRef(false);
  const token = searchParams.get("token") ?? "";

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      // The token leaves the address bar (and history) at once.
      navigate("/learner-login", { replace: true });
      if (token === "") return navigate("/login", { replace: true });
      try {
        await signOut();
        await signInWithCustomToken(auth, token);
        navigate("/", { replace: true });
      } catch {
        navigate("/login", { replace: true });
      }
    })();
  }, [auth, navigate, signOut, token]);

  return <Spinner label="Logging in" />;
}
