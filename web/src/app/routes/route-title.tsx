import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";

/** What a route says about itself in the route table. */
export interface RouteHandle {
  title: string;
}

export const productName = "Sumwise";

/** The deepest matched route's title: "Log in · Sumwise"; the product name alone when none says. */
export function documentTitleOf(matches: ReadonlyArray<{ handle?: unknown }>): string {
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  return title ? `${title.title} · ${productName}` : productName;
}

/** Keeps document.title in step with the route (issue 7 §16: every route has its own). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = documentTitleOf(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * After a client-side navigation, focus moves to the new page's main heading so a screen reader
 * announces it (focus would otherwise stay on the link that was followed, which may be gone). The
 * first page of a visit keeps the browser's own focus. A page still loading (a lazy chunk, a
 * spinner) gets focus on its heading as soon as the heading appears, for up to 10 seconds.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    void pathname;
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = (): boolean => {
      if (document.querySelector("dialog[open]")) return true; // A dialog owns focus.
      const heading = document.querySelector<HTMLElement>("main h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), 10_000);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
