import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="page page--narrow">
      <h1>404 - Page not found</h1>
      <p>
        <Link to="/">Go to Sumwise</Link>
      </p>
    </main>
  );
}
