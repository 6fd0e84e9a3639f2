import { useNavigate, useParams } from "react-router";
import { Button, Page } from "../../components/ui/index.js";
import { useSession } from "../../lib/session/index.js";

/** /error/{code} (spec §2): Log in signs out first, then goes to the login page. */
export function ErrorPage() {
  // Only digits are shown: the code comes from the address bar, which anyone can type into.
  const code = (useParams().code ?? "").replace(/\D/g, "").slice(0, 6) || "0";
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <Page width="narrow" brand>
      <h1>Error - Code {code}</h1>
      <p>Sumwise encountered an error. Please log in again.</p>
      <p>
        <Button
          onClick={async () => {
            await signOut();
            navigate("/login", { replace: true });
          }}
        >
          Log in
        </Button>
      </p>
      <p className="small">
        Still stuck? <a href="mailto:support@sumwise.app">Contact us</a>
      </p>
    </Page>
  );
}
