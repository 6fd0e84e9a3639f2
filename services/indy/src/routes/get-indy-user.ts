import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetIndyUserRequest, GetIndyUserResponseSchema } from "@sumwise/gen/indy/v1/indy_service_pb";
import { Code, ConnectError, callerOf, permissionDenied } from "@sumwise/kit";
import type { IndyContext } from "../context.js";
import { toIndyUser, userIdFromName } from "../mappers.js";

/**
 * One user's record. A person may read themself and the learners they support; a service the
 * access policy names may read anyone. A person asking for someone else is refused the same way whether or not that
 * user exists, so names cannot be probed.
 */
export function getIndyUser(ctx: IndyContext) {
  return async (
    req: GetIndyUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetIndyUserResponseSchema>> => {
    const id = userIdFromName(req.name);
    if (!id) throw new ConnectError('name must look like "indyUsers/{id}".', Code.InvalidArgument);
    const caller = callerOf(handler);
    const row = await ctx.users.findById(id);
    if (caller.kind !== "service") {
      const callerId = caller.kind === "user" && caller.userName ? userIdFromName(caller.userName) : undefined;
      const allowed =
        row !== undefined && callerId !== undefined && (row.id === callerId || row.supporter_id === callerId);
      if (!allowed) throw permissionDenied();
    }
    if (!row) throw new ConnectError(`No user ${req.name}.`, Code.NotFound);
    return { indyUser: toIndyUser(row), hasSupporter: row.supporter_id !== null };
  };
}
