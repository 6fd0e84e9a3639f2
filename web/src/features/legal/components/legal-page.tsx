import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "../../../components/ui/index.js";

/** The frame of every legal page: a readable column, its title, when it last changed, and the text. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Page width="reading" className="legal">
      <p>
        <Link className="brand" to="/">
          Sumwise
        </Link>
      </p>
      <h1>{title}</h1>
      <p className="small">Last updated {updated}</p>
      {children}
    </Page>
  );
}
