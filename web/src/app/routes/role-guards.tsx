import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { ConfirmDialog, Page } from "../../components/ui/index.js";
import { RequireSession, useSession } from "../../lib/session/index.js";
import { hasRouteRole, landingPathFor, offersSupporterLogin, type RouteRole } from "./roles.js";

/**
 * A protected route group for one role (spec §2). Signed-out visitors go to /login, which returns
 * them here (RequireSession); signed-in users without the role go to their own landing page. Use it
 * as a layout route (`{ element: <RequireRole allow="supporter" />, children: [...] }`) or around an
 * element.
 */
export function RequireRole({ allow, children }: { allow: RouteRole; children?: ReactNode }) {
  return (
    <RequireSession>
      <RoleGate allow={allow}>{children ?? <Outlet />}</RoleGate>
    </RequireSession>
  );
}

export const RequireLearner = (props: { children?: ReactNode }) => <RequireRole allow="learner" {...props} />;
export const RequireSupporter = (props: { children?: ReactNode }) => <RequireRole allow="supporter" {...props} />;
export const RequireNonDemo = (props: { children?: ReactNode }) => <RequireRole allow="account" {...props} />;
export const RequireDemo = (props: { children?: ReactNode }) => <RequireRole allow="demo" {...props} />;

function RoleGate({ allow: role, children }: { allow: RouteRole; children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status !== "signed-in") return null; // RequireSession handles every other state.
  const { user } = state;
  if (hasRouteRole(user, role)) return children;
  if (offersSupporterLogin(user, role)) return <SupporterLoginDialog stayPath={landingPathFor(user)} />;
  const landing = landingPathFor(user);
  // A user whose own landing page refuses them (e.g. a disabled account) must not loop.
  if (landing === location.pathname) return <NoAccess />;
  return <Navigate to={landing} replace />;
}

/** Spec §2: a learner account on a parent route may go to the supporter login or stay. */
function SupporterLoginDialog({ stayPath }: { stayPath: string }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <Page width="narrow" brand>
      <ConfirmDialog
        open
        title="This page is for supporting adults"
        cancelLabel="Stay in my learner account"
        confirmLabel="Go to supporter login"
        onCancel={() => navigate(stayPath, { replace: true })}
        onConfirm={async () => {
          await signOut({ loggedOut: true });
          navigate("/login", { replace: true });
        }}
      >
        <p>
          You are logged in with a learner account. To see this page, log out and log in with your supporter account.
        </p>
      </ConfirmDialog>
    </Page>
  );
}

function NoAccess() {
  return (
    <Page width="narrow" brand>
      <h1>This page isn't available to your account</h1>
      <p>
        If you think this is a mistake, please <a href="mailto:support@sumwise.app">contact us</a>.
      </p>
    </Page>
  );
}
