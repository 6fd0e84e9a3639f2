import { useNavigate, useParams } from "react-router";
import { useSession } from "../../lib/session/index.js";

/** /error/{code} (spec §2): Log in signs out first, then goes to the login page. */
export function ErrorPage() {
  // Only digits are shown: the code comes from the address bar, which anyone can type into.
  const code = (useParams().code ?? "").replace(/\D/g, "").slice(0, 6) || "0";
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <main className="page page--narrow">
      <h1>Error - Code {code}</h1>
      <p>Sumwise encountered an error. Please log in again.</p>
      <p>
        <button
          type="button"
          className="button"
          onClick={async () => {
            await signOut();
            navigate("/login", { replace: true });
          }}
        >
          Log in
        </button>
      </p>
      <p className="small">
        Still stuck? <a href="mailto:support@sumwise.app">Contact us</a>
      </p>
    </main>
  );
}
