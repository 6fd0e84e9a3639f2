import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetChildLearnerAccountsResponseSchema } from "@sumwise/gen/indy/v1/indy_children_pb";
import { MAX_CHILDREN_PER_SUPPORTER } from "@sumwise/rules";
import { requireSupporter } from "../children/access.js";
import type { IndyContext } from "../context.js";
import { toIndyUser } from "../mappers.js";

/** The calling supporter's children, oldest first, and the limit (spec §6). Courses: LearningService. */
export function getChildLearnerAccounts(ctx: IndyContext) {
  return async (
    _req: unknown,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetChildLearnerAccountsResponseSchema>> => {
    const supporter = await requireSupporter(ctx, handler);
    const children = await ctx.children.listChildren(supporter.id);
    return {
      childLearnerAccounts: children.map((row) => ({ indyUser: toIndyUser(row), username: row.username ?? "" })),
      maxChildren: MAX_CHILDREN_PER_SUPPORTER,
    };
  };
}
