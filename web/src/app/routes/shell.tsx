import { useState } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { useSession } from "../../lib/session/index.js";

/** The signed-in shell: top bar with the menu, and the log-out confirmation of spec §2. */
export function Shell() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <header className="top-bar">
        <Link to="/learn" className="brand">
          Sumwise
        </Link>
        <nav aria-label="Main menu">
          <ul className="menu">
            <li>
              <Link to="/learn">Home</Link>
            </li>
            <li>
              <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
                Log out
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <Outlet />
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to log out?"
        cancelLabel="Stay logged in"
        confirmLabel="Log out now"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          await signOut();
          navigate("/login", { replace: true });
        }}
      />
    </>
  );
}
