import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "../../../components/ui/index.js";

/** Public information pages share the legal pages' readable column and a way back into Sumwise. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page width="reading">
      <p>
        <Link className="brand" to="/">
          Sumwise
        </Link>
      </p>
      <h1>{title}</h1>
      {children}
    </Page>
  );
}
