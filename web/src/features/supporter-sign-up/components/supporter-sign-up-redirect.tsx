import { Navigate, useLocation } from "react-router";

/** Spec §2: the bare supporter sign-up path goes to its first step (keeping referral keys). */
export function SupporterSignUpRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/supporter-sign-up/supporter${search}`} replace />;
}
