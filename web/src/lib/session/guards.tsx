import type { EmailPlusState, RoleState, SessionUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../components/ui/index.js";
import { useSession } from "./session-context.js";

// The generated enums' values, typed against them (a renumbering fails to compile) without loading
// the generated module and the protobuf runtime with every first page.
const enabled: RoleState.ENABLED = 1;
const awaitingConsent: EmailPlusState.AWAITING_CONSENT = 3;

/** Where a signed-in user lands by default (spec §2). Supporters' area comes with the accounts issue. */
export const defaultSignedInPath = "/learn";

/**
 * Where a signed-in user lands by default (spec §2): a supporter who is not an enabled learner goes
 * to the parent area, everyone else to learn.
 */
export function defaultPathFor(user: SessionUser): string {
  const supporterOnly = user.supporterState === enabled && user.learnerState !== enabled;
  return supporterOnly ? "/parent" : defaultSignedInPath;
}

/** Spec §4: a learner awaiting the adult's consent may only see "Before you start...". */
export const needConsentPath = "/email-plus-need-consent";

/** Protected pages: signed-out visitors go to /login, which returns them here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === "loading") return <Spinner label="Loading your account" />;
  if (state.status === "error") return <Navigate to={`/error/${state.code}`} replace />;
  if (state.status === "signed-out") {
    // After 'Log out now' the next login starts at home; otherwise it returns here.
    return <Navigate to="/login" replace state={state.loggedOut ? undefined : { from: location }} />;
  }
  if (state.status === "unverified") return <Navigate to="/verify" replace />;
  if (
    state.status === "signed-in" &&
    state.user.emailPlusState === awaitingConsent &&
    location.pathname !== needConsentPath
  ) {
    return <Navigate to={needConsentPath} replace />;
  }
  return children;
}

/** Login and sign-up pages: a signed-in user goes back to where they came from, or home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === "loading") return <Spinner label="Loading your account" />;
  if (state.status === "error") return <Navigate to={`/error/${state.code}`} replace />;
  // Signed in but unverified (just signed up, or logged in): wait for verification (spec §4).
  if (state.status === "unverified") return <Navigate to="/verify" replace />;
  if (state.status === "signed-in") {
    const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
    return <Navigate to={from ?? defaultPathFor(state.user)} replace />;
  }
  return children;
}
