import { useNavigate, useParams } from "react-router";
import { Button, Page } from "../../components/ui/index.js";
import { useSession } from "../../lib/session/index.js";

/**
 * The code to show from the address bar, which anyone can type into: the spec's codes are numbers,
 * so anything else (/error/abc) is shown as no code at all rather than a made-up one.
 */
export function errorCodeOf(raw: string | undefined): string | undefined {
  return raw && /^\d{1,6}$/.test(raw) ? String(Number(raw)) : undefined;
}

/** /error/{code} (spec §2): Log in signs out first, then goes to the login page. */
export function ErrorPage() {
  const code = errorCodeOf(useParams().code);
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <Page width="narrow" brand>
      <h1>{code ? `Error - Code ${code}` : "Error"}</h1>
      <p>Sumwise encountered an error. Please log in again.</p>
      <p>
        <Button
          wide
          onClick={async () => {
            await signOut({ loggedOut: true });
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
