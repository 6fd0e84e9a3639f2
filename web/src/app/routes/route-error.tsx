import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Page } from "../../components/ui/index.js";

/**
 * Shown when a page itself fails (a lazily loaded page whose file cannot be fetched, e.g. offline or
 * just after a new release, or a rendering bug), instead of the router's developer message.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Page width="narrow" brand>
      <div role="alert">
        <h1>Sorry, this page couldn't be loaded</h1>
        <p>Please check your connection and refresh the page, or try again later.</p>
        <p>
          <a className="button" href="/">
            Go to Sumwise
          </a>
        </p>
      </div>
    </Page>
  );
}
