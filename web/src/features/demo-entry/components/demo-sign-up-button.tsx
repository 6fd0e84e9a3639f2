import { type DemoUserType, demoSignUpPath } from "@sumwise/rules";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/index.js";

/**
 * The demo's sign-up button (spec §2 "Public demo"): opens the supporter sign-up for a parent and the
 * learner sign-up for a learner. Leaving the demo routes signs the demo visitor out (the app's mode
 * gate, app/routes/mode-gate.tsx), before the sign-up form shows, so sign-up starts signed out.
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
  const navigate = useNavigate();
  return (
    <Button size={size} className={className} onClick={() => navigate(demoSignUpPath(userType), { replace: true })}>
      Sign up
    </Button>
  );
}
