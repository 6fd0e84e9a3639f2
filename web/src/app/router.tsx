import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { HomePage } from "../features/home/components/home-page.js";
import { LoginForm } from "../features/login/components/login-form.js";
import { LearnerSignUpForm } from "../features/sign-up/components/learner-sign-up-form.js";
import { SignUpChooser } from "../features/sign-up/components/sign-up-chooser.js";
import { PublicOnly, RequireSession } from "../lib/session/index.js";
import { ErrorPage } from "./routes/error-page.js";
import { NotFoundPage } from "./routes/not-found.js";
import { RootRedirect } from "./routes/root-redirect.js";
import { Shell } from "./routes/shell.js";

/** The one route table of the app. */
export const routes: RouteObject[] = [
  {
    path: "/sign-up",
    element: (
      <PublicOnly>
        <SignUpChooser />
      </PublicOnly>
    ),
  },
  {
    path: "/learner-sign-up",
    element: (
      <PublicOnly>
        <LearnerSignUpForm />
      </PublicOnly>
    ),
  },
  {
    path: "/login",
    element: (
      <PublicOnly>
        <LoginForm />
      </PublicOnly>
    ),
  },
  { path: "/error/:code", element: <ErrorPage /> },
  { path: "/not-found", element: <NotFoundPage /> },
  // Legacy paths of spec §2.
  { path: "/support-sign-up", element: <Navigate to="/supporter-sign-up" replace /> },
  { path: "/parent-sign-up", element: <Navigate to="/supporter-sign-up" replace /> },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: [{ path: "/learn", element: <HomePage /> }],
  },
  { path: "*", element: <RootRedirect /> },
];

export const createRouter = () => createBrowserRouter(routes);
