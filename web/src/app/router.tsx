import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { Spinner } from "../components/ui/index.js";
import { AccountPage } from "../features/account/components/account-page.js";
import { ConsentCallbackPage } from "../features/consent/components/consent-callback-page.js";
import { NeedConsentPage } from "../features/consent/components/need-consent-page.js";
import { HomePage } from "../features/home/components/home-page.js";
import { AboutPage } from "../features/info-pages/components/about-page.js";
import { PlansInfoPage } from "../features/info-pages/components/plans-info-page.js";
import { WhatsNewPage } from "../features/info-pages/components/whats-new-page.js";
import { LearnerLoginPage } from "../features/learner-login/components/learner-login-page.js";
import { PilotTermsPage } from "../features/legal/components/pilot-terms-page.js";
import { SecondaryReadyTermsPage } from "../features/legal/components/secondary-ready-terms-page.js";
import { TermsPage } from "../features/legal/components/terms-page.js";
import { LoginForm } from "../features/login/components/login-form.js";
import { LoginHelpPage } from "../features/login/components/login-help.js";
import { MaintenancePage } from "../features/maintenance/components/maintenance-page.js";
import { ForgotPasswordPage } from "../features/password-reset/components/forgot-password-page.js";
import { RegisterInterestPage } from "../features/register-interest/components/register-interest-page.js";
import { SignUpChooser } from "../features/sign-up/components/sign-up-chooser.js";
import { ConfirmEmailStep } from "../features/supporter-sign-up/components/confirm-email-step.js";
import { SupporterAccountForm } from "../features/supporter-sign-up/components/supporter-account-form.js";
import { SupporterSignUpRedirect } from "../features/supporter-sign-up/components/supporter-sign-up-redirect.js";
import { UnsubscribePage } from "../features/unsubscribe/components/unsubscribe-page.js";
import { VerifyPage } from "../features/verify-email/components/verify-page.js";
import { PublicOnly, RequireSession } from "../lib/session/index.js";
import { AppLayout } from "./routes/app-layout.js";
import { AuthCallbackPage } from "./routes/auth-callback.js";
import { ErrorPage } from "./routes/error-page.js";
import { AddLearnerStepRoute, LearnerSignUpRoute, ParentPageRoute } from "./routes/flag-aware-routes.js";
import { DemoRoute, ModeGate } from "./routes/mode-gate.js";
import { NotFoundPage } from "./routes/not-found.js";
import { RequireLearner, RequireNonDemo, RequireSupporter } from "./routes/role-guards.js";
import { RootRedirect } from "./routes/root-redirect.js";
import { RouteError } from "./routes/route-error.js";
import { Shell } from "./routes/shell.js";

// The privacy notice is long and rarely read: it loads on demand (spec §2).
const PrivacyPage = lazy(() => import("../features/legal/components/privacy-page.js"));

/** The one route table of the app (wrapped in the app layout below). */
const pages: RouteObject[] = [
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
        <LearnerSignUpRoute />
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
  // Sign-in help, password reset and email verification (spec §2, §4).
  {
    path: "/forgot-password",
    element: (
      <PublicOnly>
        <ForgotPasswordPage />
      </PublicOnly>
    ),
  },
  { path: "/login-help", element: <LoginHelpPage /> },
  // Not PublicOnly: unverified and signed-in users belong here too.
  { path: "/verify", element: <VerifyPage /> },
  { path: "/auth-callback", element: <AuthCallbackPage /> },
  { path: "/error/:code", element: <ErrorPage /> },
  { path: "/not-found", element: <NotFoundPage /> },
  // Supporter sign-up in three steps and the partner variant (spec §2, §4). Not PublicOnly: steps 2
  // and 3 run signed in (before the email is verified); each step decides for itself.
  { path: "/supporter-sign-up", element: <SupporterSignUpRedirect /> },
  { path: "/supporter-sign-up/supporter", element: <SupporterAccountForm /> },
  { path: "/supporter-sign-up/child", element: <AddLearnerStepRoute /> },
  { path: "/supporter-sign-up/confirm", element: <ConfirmEmailStep /> },
  { path: "/partner-sign-up", element: <SupporterAccountForm partner /> },
  {
    path: "/partner-learner-sign-up",
    element: (
      <PublicOnly>
        <LearnerSignUpRoute partner />
      </PublicOnly>
    ),
  },
  // "Log in as the learner" and under-13 consent (spec §2, §4): they sign out whoever is here.
  { path: "/learner-login", element: <LearnerLoginPage /> },
  { path: "/email-plus-callback", element: <ConsentCallbackPage /> },
  {
    path: "/email-plus-need-consent",
    element: (
      <RequireSession>
        <NeedConsentPage />
      </RequireSession>
    ),
  },
  // Legal and information pages (spec §1, §2, §9): public, for signed-in users too.
  { path: "/terms", element: <TermsPage /> },
  { path: "/pilot-terms", element: <PilotTermsPage /> },
  { path: "/secondary-ready-terms", element: <SecondaryReadyTermsPage /> },
  {
    path: "/privacy",
    element: (
      <Suspense fallback={<Spinner label="Loading the privacy notice" />}>
        <PrivacyPage />
      </Suspense>
    ),
  },
  { path: "/about-sumwise", element: <AboutPage /> },
  { path: "/whats-new", element: <WhatsNewPage /> },
  { path: "/plans-info", element: <PlansInfoPage /> },
  // Legacy paths of spec §2.
  { path: "/support-sign-up", element: <Navigate to="/supporter-sign-up" replace /> },
  { path: "/parent-sign-up", element: <Navigate to="/supporter-sign-up" replace /> },
  { path: "/support-required", element: <Navigate to="/parent-required" replace /> },
  { path: "/daily-challenge", element: <Navigate to="/learn/just-for-you" replace /> },
  { path: "/learn/daily-challenge", element: <Navigate to="/learn/just-for-you" replace /> },
  // The old "what's new" address; /whats-new itself is the current cards page.
  { path: "/whatsnew", element: <Navigate to="/about-sumwise" replace /> },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: [
      // Guards by role (spec §2); other route groups wrap themselves in RequireSupporter / RequireDemo.
      { element: <RequireLearner />, children: [{ path: "/learn", element: <HomePage /> }] },
      { element: <RequireSupporter />, children: [{ path: "/parent", element: <ParentPageRoute /> }] },
      {
        element: <RequireNonDemo />,
        children: [
          { path: "/account", element: <AccountPage /> },
          // The subscribe flow arrives with the payments issue; until then its menu item shows the account.
          { path: "/account/subscribe", element: <Navigate to="/account" replace /> },
        ],
      },
    ],
  },
  // Modes, demo entry and email unsubscribe (spec §2, §4); ModeGate below applies the flags.
  { path: "/maintenance", element: <MaintenancePage /> },
  { path: "/register-interest", element: <RegisterInterestPage /> },
  { path: "/tryme", element: <DemoRoute /> },
  { path: "/tryme/maths", element: <DemoRoute /> },
  { path: "/email/unsubscribe", element: <UnsubscribePage /> },
  { path: "*", element: <RootRedirect /> },
];

/** Every page shares the layout: the old-browser notice, the footer and the Cookie settings dialog. */
export const routes: RouteObject[] = [
  { element: <AppLayout />, errorElement: <RouteError />, children: [{ element: <ModeGate />, children: pages }] },
];

export const createRouter = () => createBrowserRouter(routes);
