import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { UpdateIndyAccountRequest, UpdateIndyAccountResponseSchema } from "@sumwise/gen/indy/v1/indy_account_pb";
import { Code, ConnectError, fieldViolations, permissionDenied, requireUser } from "@sumwise/kit";
import { accountMessages, validateAccountNames } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { toIndyUser, userIdFromName } from "../mappers.js";

type Response = MessageInitShape<typeof UpdateIndyAccountResponseSchema>;

/**
 * The account page's name edit (spec §6): a user renames themself unless a supporter manages their
 * account, and a supporter renames their own children. Anyone else is refused the same way whether
 * or not the user exists, so names cannot be probed. An empty name means the caller.
 */
export function updateIndyAccount(ctx: IndyContext) {
  return async (req: UpdateIndyAccountRequest, handler: HandlerContext): Promise<Response> => {
    const caller = requireUser(handler);
    const input = req.indyUser;
    if (!input) throw new ConnectError("indyUser is required.", Code.InvalidArgument);
    const targetName = input.name === "" ? caller.userName : input.name;
    const targetId = userIdFromName(targetName);
    if (!targetId) throw fieldViolations({ name: 'name must look like "indyUsers/{id}".' });
    const problems = validateAccountNames(input);
    if (Object.keys(problems).length > 0) throw fieldViolations(problems);

    const callerId = userIdFromName(caller.userName);
    const target = await ctx.users.findById(targetId);
    const isSelf = target !== undefined && target.id === callerId;
    const isOwnChild = target !== undefined && callerId !== undefined && target.supporter_id === callerId;
    // Demo visitors have nothing to rename; their records are thrown away.
    if (!target || target.anonymous || !(isSelf || isOwnChild)) throw permissionDenied();
    if (isSelf && target.supporter_id !== null) throw permissionDenied(accountMessages.nameManagedByParent);

    const updated = await ctx.users.updateNames(target.id, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
    });
    if (!updated) throw permissionDenied();
    ctx.logger.info({ user: target.id, by: isSelf ? "self" : "supporter" }, "account renamed");
    return { indyUser: toIndyUser(updated) };
  };
}
