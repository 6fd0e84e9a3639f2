import type { HandlerContext } from "@connectrpc/connect";
import { permissionDenied, requireUser } from "@sumwise/kit";
import type { IndyContext } from "../context.js";
import type { IndyUserRow } from "../db/schema.js";
import { userIdFromName } from "../mappers.js";

/** The calling supporter's own record; anyone else (learners, demo users) is refused. */
export async function requireSupporter(ctx: IndyContext, handler: HandlerContext): Promise<IndyUserRow> {
  const caller = requireUser(handler);
  const id = userIdFromName(caller.userName);
  const row = id ? await ctx.users.findById(id) : undefined;
  if (row?.supporter_state !== "enabled" || row.anonymous) {
    throw permissionDenied("Only a supporting adult can do this.");
  }
  return row;
}

/**
 * One of the supporter's children, by resource name. Another supporter's child, an unknown name and a
 * malformed one are refused alike, so names cannot be probed.
 */
export async function requireOwnChild(ctx: IndyContext, supporter: IndyUserRow, name: string): Promise<IndyUserRow> {
  const id = userIdFromName(name);
  const child = id ? await ctx.children.findOwnChild(supporter.id, id) : undefined;
  if (!child) throw permissionDenied();
  return child;
}
