import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { accountRoutes } from "./routes/account-routes.js";
import { learnerActivityRoutes, parentActivityRoutes } from "./routes/activity-routes.js";
import { AppLayout } from "./routes/app-layout.js";
import { entryCompetitionRoutes } from "./routes/competition-routes.js";
import { page, titled } from "./routes/lazy-page.js";
import { ModeGate } from "./routes/mode-gate.js";
import { RequireLearner, RequireNonDemo, RequireSupporter } from "./routes/role-guards.js";
import { RootRedirect } from "./routes/root-redirect.js";
import { RouteError } from "./routes/route-error.js";

/** The one route table of the app (wrapped in the app layout below). */
const pages: RouteObject[] = [
  {
    path: "/sign-up",
    ...titled("Sign up"),
    lazy: page(() => import("../features/sign-up/components/sign-up-chooser.js").then((m) => m.SignUpChooser), {
      access: "public-only",
      rpc: false,
    }),
  },
  {
    path: "/learner-sign-up",
    ...titled("Sign up as a learner"),
    lazy: page(() => import("./pages/learner-sign-up.js").then((m) => m.LearnerSignUpRoute)),
  },
  {
    path: "/login",
    ...titled("Log in"),
    lazy: page(() => import("../features/login/components/login-form.js").then((m) => m.LoginForm), {
      access: "public-only",
      rpc: false,
    }),
  },
  // Sign-in help, password reset and email verification (spec §2, §4).
  {
    path: "/forgot-password",
    ...titled("Forgotten your password?"),
    lazy: page(
      () => import("../features/password-reset/components/forgot-password-page.js").then((m) => m.ForgotPasswordPage),
      { access: "public-only", rpc: false },
    ),
  },
  {
    path: "/login-help",
    ...titled("Help logging in"),
    lazy: page(() => import("../features/login/components/login-help.js").then((m) => m.LoginHelpPage), { rpc: false }),
  },
  // Not PublicOnly: unverified and signed-in users belong here too.
  {
    path: "/verify",
    ...titled("Verify your email address"),
    lazy: page(() => import("../features/verify-email/components/verify-page.js").then((m) => m.VerifyPage)),
  },
  {
    path: "/auth-callback",
    ...titled("Email link"),
    lazy: page(() => import("./routes/auth-callback.js").then((m) => m.AuthCallbackPage)),
  },
  {
    path: "/error/:code",
    ...titled("Error"),
    lazy: page(() => import("./routes/error-page.js").then((m) => m.ErrorPage), { rpc: false }),
  },
  {
    path: "/not-found",
    ...titled("Page not found"),
    lazy: page(() => import("./routes/not-found.js").then((m) => m.NotFoundPage), { rpc: false }),
  },
  // Supporter sign-up in three steps and the partner variant (spec §2, §4). Not PublicOnly: steps 2
  // and 3 run signed in (before the email is verified); each step decides for itself.
  {
    path: "/supporter-sign-up",
    lazy: page(
      () =>
        import("../features/supporter-sign-up/components/supporter-sign-up-redirect.js").then(
          (m) => m.SupporterSignUpRedirect,
        ),
      { rpc: false },
    ),
  },
  {
    path: "/supporter-sign-up/supporter",
    ...titled("Sign up as a supporter"),
    lazy: page(() =>
      import("../features/supporter-sign-up/components/supporter-account-form.js").then((m) => m.SupporterAccountForm),
    ),
  },
  {
    path: "/supporter-sign-up/child",
    ...titled("Add a learner"),
    lazy: page(() => import("./pages/add-learner-step.js").then((m) => m.AddLearnerStepRoute)),
  },
  {
    path: "/supporter-sign-up/confirm",
    ...titled("Confirm your email"),
    lazy: page(() =>
      import("../features/supporter-sign-up/components/confirm-email-step.js").then((m) => m.ConfirmEmailStep),
    ),
  },
  {
    path: "/partner-sign-up",
    ...titled("Sign up as a supporter"),
    lazy: page(() =>
      import("../features/supporter-sign-up/components/supporter-account-form.js").then((m) => () => (
        <m.SupporterAccountForm partner />
      )),
    ),
  },
  {
    path: "/partner-learner-sign-up",
    ...titled("Sign up as a learner"),
    lazy: page(() => import("./pages/learner-sign-up.js").then((m) => m.PartnerLearnerSignUpRoute)),
  },
  // "Log in as the learner" and under-13 consent (spec §2, §4): they sign out whoever is here.
  {
    path: "/learner-login",
    ...titled("Logging in"),
    lazy: page(
      () => import("../features/learner-login/components/learner-login-page.js").then((m) => m.LearnerLoginPage),
      { rpc: false },
    ),
  },
  {
    path: "/email-plus-callback",
    ...titled("Consent"),
    lazy: page(() =>
      import("../features/consent/components/consent-callback-page.js").then((m) => m.ConsentCallbackPage),
    ),
  },
  {
    path: "/email-plus-need-consent",
    ...titled("Before you start"),
    lazy: page(
      () => import("../features/consent/components/need-consent-page.js").then((m) => m.NeedConsentPage),
      "session",
    ),
  },
  // A learner whose parent manages the account, sent to ask them (spec §1, §6).
  {
    path: "/parent-required",
    ...titled("Ask your parent"),
    lazy: page(() => import("./pages/parent-required.js").then((m) => m.ParentRequiredPage), {
      access: "session",
      rpc: false,
    }),
  },
  // Legal and information pages (spec §1, §2, §9): public, for signed-in users too.
  {
    path: "/terms",
    ...titled("Terms and conditions"),
    lazy: page(() => import("../features/legal/components/terms-page.js").then((m) => m.TermsPage), { rpc: false }),
  },
  {
    path: "/pilot-terms",
    ...titled("Pilot terms (India)"),
    lazy: page(() => import("../features/legal/components/pilot-terms-page.js").then((m) => m.PilotTermsPage), {
      rpc: false,
    }),
  },
  {
    path: "/secondary-ready-terms",
    ...titled("Secondary Ready terms"),
    lazy: page(
      () => import("../features/legal/components/secondary-ready-terms-page.js").then((m) => m.SecondaryReadyTermsPage),
      { rpc: false },
    ),
  },
  {
    path: "/privacy",
    ...titled("Privacy notice"),
    lazy: page(() => import("../features/legal/components/privacy-page.js").then((m) => m.default), { rpc: false }),
  },
  {
    path: "/about-sumwise",
    ...titled("About Sumwise"),
    lazy: page(() => import("../features/info-pages/components/about-page.js").then((m) => m.AboutPage), {
      rpc: false,
    }),
  },
  {
    path: "/whats-new",
    ...titled("What's new"),
    lazy: page(() => import("../features/info-pages/components/whats-new-page.js").then((m) => m.WhatsNewPage), {
      rpc: false,
    }),
  },
  {
    path: "/plans-info",
    ...titled("Keep learning with a subscription"),
    lazy: page(() => import("../features/info-pages/components/plans-info-page.js").then((m) => m.PlansInfoPage), {
      rpc: false,
    }),
  },
  // Legacy paths of spec §2.
  { path: "/support-sign-up", element: <Navigate to="/supporter-sign-up" replace /> },
  { path: "/parent-sign-up", element: <Navigate to="/supporter-sign-up" replace /> },
  { path: "/support-required", element: <Navigate to="/parent-required" replace /> },
  { path: "/daily-challenge", element: <Navigate to="/learn/just-for-you" replace /> },
  { path: "/learn/daily-challenge", element: <Navigate to="/learn/just-for-you" replace /> },
  // The old "what's new" address; /whats-new itself is the current cards page.
  { path: "/whatsnew", element: <Navigate to="/about-sumwise" replace /> },
  {
    // The signed-in shell: top bar, menu, bottom tab bar (its own chunk, with the pages inside it).
    lazy: page(() => import("./routes/shell.js").then((m) => m.Shell), "session"),
    children: [
      // Guards by role (spec §2); other route groups wrap themselves in RequireSupporter / RequireDemo.
      {
        element: <RequireLearner />,
        children: [
          {
            path: "/learn",
            ...titled("Home"),
            lazy: page(() => import("./pages/learner-home.js").then((m) => m.LearnerHomeRoute)),
          },
          {
            path: "/learn/explore",
            ...titled("Explore all topics"),
            lazy: page(() => import("./pages/explore.js").then((m) => m.ExploreRoute)),
          },
          // Learning (learning spec §2): the course, its lessons and topics, practice, quiz and the player.
          {
            path: "/learn/select-course",
            ...titled("Choose your course"),
            lazy: page(() => import("./pages/select-course.js").then((m) => m.SelectCourseRoute)),
          },
          // Onboarding (learning spec §2): the learn entry, the course cards and the introduction.
          {
            path: "/learn/start",
            ...titled("Your course"),
            lazy: page(() =>
              import("../features/learn/components/onboarding/learn-entry.js").then((m) => m.LearnEntry),
            ),
          },
          {
            path: "/learn/select-course/options",
            ...titled("Choose your course"),
            lazy: page(() =>
              import("../features/learn/components/onboarding/course-options-page.js").then((m) => m.CourseOptionsPage),
            ),
          },
          {
            path: "/learn/introduction",
            ...titled("Welcome to Sumwise"),
            lazy: page(() =>
              import("../features/learn/components/onboarding/introduction-page.js").then((m) => m.IntroductionPage),
            ),
          },
          {
            path: "/learn/change-course",
            ...titled("Change your course"),
            lazy: page(() =>
              import("../features/learn/components/select-course-page.js").then((m) => () => (
                <m.SelectCoursePage mode="change" />
              )),
            ),
          },
          {
            path: "/learn/course",
            ...titled("Your course"),
            lazy: page(() => import("../features/learn/components/course-page.js").then((m) => m.CoursePage)),
          },
          {
            path: "/learn/course/lesson",
            ...titled("Lesson"),
            lazy: page(() => import("../features/learn/components/lesson-page.js").then((m) => m.LessonPage)),
          },
          {
            path: "/learn/course/topic",
            ...titled("Topic"),
            lazy: page(() => import("../features/learn/components/topic-page.js").then((m) => m.TopicPage)),
          },
          {
            path: "/learn/course/practice",
            ...titled("Practice"),
            lazy: page(() => import("../features/learn/components/practice-page.js").then((m) => m.PracticePage)),
          },
          {
            path: "/learn/course/quiz",
            ...titled("Lesson Quiz"),
            lazy: page(() => import("../features/learn/components/quiz-start-page.js").then((m) => m.QuizStartPage)),
          },
          {
            path: "/learn/course/quiz-results",
            ...titled("Quiz results"),
            lazy: page(() =>
              import("../features/learn/components/quiz-results-page.js").then((m) => m.QuizResultsPage),
            ),
          },
          {
            path: "/learn/just-for-you",
            ...titled("Just for you"),
            lazy: page(() => import("../features/learn/components/just-for-you-page.js").then((m) => m.JustForYouPage)),
          },
          {
            path: "/learn/questions",
            ...titled("Questions"),
            lazy: page(() => import("./pages/question-player.js").then((m) => m.QuestionPlayerRoute)),
          },
          ...learnerActivityRoutes,
        ],
      },
      {
        element: <RequireSupporter />,
        children: [
          {
            path: "/parent",
            ...titled("Your learners"),
            lazy: page(() => import("./pages/parent-page.js").then((m) => m.ParentPageRoute)),
          },
          ...parentActivityRoutes,
        ],
      },
      {
        element: <RequireNonDemo />,
        children: [...accountRoutes, ...entryCompetitionRoutes],
      },
    ],
  },
  // Modes, demo entry and email unsubscribe (spec §2, §4); ModeGate below applies the flags.
  {
    path: "/maintenance",
    ...titled("We'll be back soon"),
    lazy: page(() => import("../features/maintenance/components/maintenance-page.js").then((m) => m.MaintenancePage), {
      rpc: false,
    }),
  },
  {
    path: "/register-interest",
    ...titled("Sign-up is closed for now"),
    lazy: page(
      () =>
        import("../features/register-interest/components/register-interest-page.js").then(
          (m) => m.RegisterInterestPage,
        ),
      { rpc: false },
    ),
  },
  { path: "/tryme", ...titled("Try Sumwise"), lazy: page(() => import("./pages/demo.js").then((m) => m.DemoRoute)) },
  {
    // The demo's questions (learning spec §2) in the shell, whose menu is the demo's reduced one; a
    // visitor who has not started the demo goes back to the chooser (not to /login).
    lazy: page(() => import("./pages/demo.js").then((m) => m.DemoShell)),
    children: [
      {
        path: "/tryme/maths",
        ...titled("Try Sumwise"),
        lazy: page(() => import("./pages/demo.js").then((m) => m.DemoMathsRoute)),
      },
    ],
  },
  {
    path: "/email/unsubscribe",
    ...titled("Unsubscribe"),
    lazy: page(() => import("../features/unsubscribe/components/unsubscribe-page.js").then((m) => m.UnsubscribePage)),
  },
  { path: "*", element: <RootRedirect /> },
];

/** Every page shares the layout: the old-browser notice, the footer and the Cookie settings dialog. */
export const routes: RouteObject[] = [
  { element: <AppLayout />, errorElement: <RouteError />, children: [{ element: <ModeGate />, children: pages }] },
];

export const createRouter = () => createBrowserRouter(routes);
