import { Link } from "react-router";
import { Page } from "../../components/ui/index.js";

export function NotFoundPage() {
  return (
    <Page width="narrow" brand>
      <h1>404 - Page not found</h1>
      <p>
        <Link to="/">Go to Sumwise</Link>
      </p>
    </Page>
  );
}
