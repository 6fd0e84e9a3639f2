import type { Role } from "@sumwise/kit";
import type { IndyUserRow } from "./db/schema.js";

/** Roles come from the user record (spec §6); they are mirrored into the token's custom claims. */
export function rolesOf(row: IndyUserRow): Role[] {
  const roles: Role[] = [];
  if (row.learner_state === "enabled") roles.push("learner");
  if (row.supporter_state === "enabled") roles.push("supporter");
  if (row.anonymous) roles.push("anonymous");
  return roles;
}
