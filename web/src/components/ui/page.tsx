import type { ReactNode } from "react";
import { Brand } from "./brand.js";
import { Spinner } from "./spinner.js";

export type PageWidth = "narrow" | "reading" | "wide";

export interface PageProps {
  /** narrow: one form or message on a panel; reading: long text; wide: the app's pages. */
  width?: PageWidth;
  /** Public pages outside the signed-in shell show the brand above their content. */
  brand?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The main landmark of every page. It is the skip link's target (#main), and its first h1 is
 * where focus goes after a client-side navigation (app/routes/route-focus.tsx).
 */
export function Page({ width = "wide", brand = false, className, children }: PageProps) {
  return (
    <main id="main" tabIndex={-1} className={["page", `page--${width}`, className ?? ""].join(" ").trim()}>
      {brand ? (
        <div className="page__brand">
          <Brand />
        </div>
      ) : null}
      {width === "narrow" ? <div className="panel">{children}</div> : children}
    </main>
  );
}

/** A whole page that is still loading: the page landmark with one labelled spinner. */
export function LoadingPage({ label }: { label: string }) {
  return (
    <Page>
      <Spinner label={label} />
    </Page>
  );
}
