import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  UpdateChildPasswordRequest,
  UpdateChildPasswordResponseSchema,
} from "@sumwise/gen/indy/v1/indy_children_pb";
import { fieldViolations } from "@sumwise/kit";
import { validateChildPassword } from "@sumwise/rules";
import { requireOwnChild, requireSupporter } from "../children/access.js";
import type { IndyContext } from "../context.js";

/** A supporter sets their child's password (spec §6); the child's rule is spec §5's child password. */
export function updateChildPassword(ctx: IndyContext) {
  return async (
    req: UpdateChildPasswordRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof UpdateChildPasswordResponseSchema>> => {
    const supporter = await requireSupporter(ctx, handler);
    const problem = validateChildPassword(req.password);
    if (problem) throw fieldViolations({ password: problem });
    const child = await requireOwnChild(ctx, supporter, req.childIndyUserName);
    await ctx.auth.updateUser(child.firebase_uid, { password: req.password });
    ctx.logger.info({ user: child.id }, "child password changed by supporter");
    return {};
  };
}
