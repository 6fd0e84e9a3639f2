import "./lib/zod-setup.js";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers.js";
import { createRouter } from "./app/router.js";
import { loadAppConfig } from "./lib/config.js";
import { createFirebaseAuth } from "./lib/firebase.js";
import { createTransport } from "./lib/transport.js";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
const root = createRoot(container);

try {
  const config = await loadAppConfig();
  const firebase = createFirebaseAuth(config);
  // A returning signed-in user needs the SDK at once; a signed-out visitor only when a page does.
  if (firebase.hasStoredUser()) void firebase.load();
  root.render(
    <StrictMode>
      <AppProviders config={config} firebase={firebase} transport={createTransport(firebase)}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(
    <main id="main" className="page page--narrow" role="alert">
      <h1>Sumwise could not start</h1>
      <p>Please check your connection and refresh the page.</p>
    </main>,
  );
}
