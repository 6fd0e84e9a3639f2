/**
 * Routes where a signed-in user whose email is not yet verified may stay (spec §4): the verify page,
 * the email-action landing page and the sign-up routes. /login is included because a user who logs
 * in unverified is sent on to /verify from there. Anywhere else such a user is signed out.
 */
const unverifiedAllowed = [
  "/verify",
  "/auth-callback",
  "/login",
  "/sign-up",
  "/learner-sign-up",
  "/partner-learner-sign-up",
  "/supporter-sign-up",
  "/partner-sign-up",
];

export function mayStayUnverified(pathname: string): boolean {
  return unverifiedAllowed.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
