import { type DemoUserType, demoSignUpPath } from "@sumwise/rules";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/index.js";
import { useSession } from "../../../lib/session/index.js";

/**
 * The demo's sign-up button (spec §2 "Public demo"): signs the demo visitor out, then opens the
 * supporter sign-up for a parent and the learner sign-up for a learner.
 */
export function DemoSignUpButton({
  userType,
  size = "sm",
  className,
}: {
  userType: DemoUserType;
  size?: "sm" | "md";
  className?: string;
}) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      size={size}
      className={className}
      loading={leaving}
      loadingLabel="Sign up"
      onClick={async () => {
        setLeaving(true);
        await signOut();
        navigate(demoSignUpPath(userType), { replace: true });
      }}
    >
      Sign up
    </Button>
  );
}
