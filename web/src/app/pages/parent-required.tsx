import { accountMessages } from "@sumwise/rules";
import { useNavigate } from "react-router";
import { Button, Card, Page } from "../../components/ui/index.js";
import { useSession } from "../../lib/session/index.js";

/**
 * /parent-required (the legacy /support-required lands here): a learner whose parent manages the
 * account cannot subscribe, and is asked to have the parent do it (spec §1, §6): 'Want to continue
 * learning?', 'Let my parent log in' (which logs out), and where the subscription is managed.
 */
export function ParentRequiredPage() {
  const { state, signOut } = useSession();
  const navigate = useNavigate();
  const firstName = state.status === "signed-in" ? state.user.firstName : "";
  return (
    <Page width="narrow" brand>
      <h1>{accountMessages.wantToContinue}</h1>
      <p className="lead">
        {firstName ? `${firstName}, ask` : "Ask"} your parent to log in to their own account to choose a subscription
        for you.
      </p>
      <Card tone="highlight">
        <p>{accountMessages.managedByParent}</p>
        <Button
          wide
          onClick={async () => {
            await signOut({ loggedOut: true });
            navigate("/login", { replace: true });
          }}
        >
          {accountMessages.letMyParentLogIn}
        </Button>
      </Card>
    </Page>
  );
}
