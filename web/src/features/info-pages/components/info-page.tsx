import type { ReactNode } from "react";
import { Link } from "react-router";

/** Public information pages share the legal pages' readable column and a way back into Sumwise. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page page--reading">
      <p>
        <Link className="brand" to="/">
          Sumwise
        </Link>
      </p>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
