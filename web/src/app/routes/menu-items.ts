import type { SessionUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { isDemoUser, isLearner, isSupporter, landingPathFor } from "./roles.js";

export const contactAddress = "mailto:support@sumwise.app";

/**
 * Spec §6: the Subscribe item needs the subscription feature on. No flag names it in the spec's list,
 * so it is a constant here until the flags issue adds one.
 */
export const subscriptionFeatureEnabled = true;

export interface MenuItem {
  label: string;
  to: string;
  /** Links that leave the app (mailto). */
  external?: boolean;
}

export interface MenuInput {
  user: SessionUser;
  /** From GetAccessDetails: false for supported learners and demo users (spec §1 and §6). */
  canPay: boolean;
  /** True once the user has a plan; the payments issue supplies it, until then never. */
  hasPlan: boolean;
}

/** The main menu of spec §2 for one user, in the spec's order; Log out is added by the shell. */
export function menuItemsFor({ user, canPay, hasPlan }: MenuInput): MenuItem[] {
  // Spec §6: demo users see a reduced menu (the shell adds their sign-up button instead of Log out).
  if (isDemoUser(user))
    return [
      { label: "Try another level", to: landingPathFor(user) },
      { label: "Contact us", to: contactAddress, external: true },
    ];
  const items: MenuItem[] = [{ label: "Home", to: landingPathFor(user) }];
  if (isLearner(user)) items.push({ label: "My activity", to: "/activity" });
  if (isSupporter(user)) items.push({ label: "Learner activity", to: "/parent/activity" });
  if (!isDemoUser(user) && subscriptionFeatureEnabled && canPay && !hasPlan)
    items.push({ label: "Subscribe", to: "/account/subscribe" });
  if (!isDemoUser(user)) items.push({ label: "My account", to: "/account" });
  items.push({ label: "Contact us", to: contactAddress, external: true });
  items.push({ label: "About", to: "/about-sumwise" });
  return items;
}
