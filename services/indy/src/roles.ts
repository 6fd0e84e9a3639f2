import type { Role } from "@sumwise/kit";
import type { IndyUserRow } from "./db/schema.js";

/** Roles come from the user record (spec §6); they are mirrored into the token's custom claims. */
export function rolesOf(row: IndyUserRow): Role[] {
  const roles: Role[] = [];
  // A child awaiting the adult's consent (spec §4) is not yet a learner: services that require the
  // learner role refuse them until GrantEmailPlusConsent (the one place this rule lives).
  if (row.learner_state === "enabled" && row.email_plus_state !== "awaiting_consent") roles.push("learner");
  if (row.supporter_state === "enabled") roles.push("supporter");
  if (row.anonymous) roles.push("anonymous");
  return roles;
}
