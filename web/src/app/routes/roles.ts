import type { RoleState, SessionUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { isReservedEmail } from "@sumwise/rules";

/**
 * Route groups of spec §2 "Landing and redirect rules": learner routes for non-demo learners,
 * parent routes for supporters, account/subscribe/payment/plans routes for non-demo users, demo
 * routes for demo users. Role data comes from the session user record (spec §6).
 */
/**
 * RoleState.ENABLED, typed against the generated enum (a renumbering fails to compile) without
 * importing the generated module, which would bring the protobuf runtime into every first page.
 */
export const roleEnabled: RoleState.ENABLED = 1;

export type RouteRole = "learner" | "supporter" | "account" | "demo";

export const isDemoUser = (user: SessionUser) => user.anonymousState;
export const isLearner = (user: SessionUser) => user.learnerState === roleEnabled && !user.anonymousState;
export const isSupporter = (user: SessionUser) => user.supporterState === roleEnabled && !user.anonymousState;

export function hasRouteRole(user: SessionUser, role: RouteRole): boolean {
  switch (role) {
    case "learner":
      return isLearner(user);
    case "supporter":
      return isSupporter(user);
    case "account":
      return !isDemoUser(user);
    case "demo":
      return isDemoUser(user);
  }
}

/** Where each kind of user lands by default (spec §2): demo users the demo, supporters the parent area. */
export function landingPathFor(user: SessionUser): string {
  if (isDemoUser(user)) return "/tryme";
  if (isSupporter(user) && !isLearner(user)) return "/parent";
  return "/learn";
}

/**
 * A child's account (its email is in the product's reserved domain) that opens a parent page is
 * probably a parent on a shared device: offer the supporter login instead of a silent redirect.
 */
export const offersSupporterLogin = (user: SessionUser, role: RouteRole) =>
  role === "supporter" && isLearner(user) && isReservedEmail(user.email);
