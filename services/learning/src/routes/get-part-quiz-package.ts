import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetPartQuizPackageRequest,
  GetPartQuizPackageResponseSchema,
} from "@sumwise/gen/learning/v1/learning_package_pb";
import { notFound } from "@sumwise/kit";
import { requireLearner } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { packageMessage } from "../packages/to-proto.js";
import { requirePart } from "./resolve.js";

/** The lesson's latest quiz package, to carry on after a reload. */
export function getPartQuizPackage(ctx: LearningContext) {
  return async (
    req: GetPartQuizPackageRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetPartQuizPackageResponseSchema>> => {
    const ref = requirePart("name", req.name);
    const caller = requireLearner(handler);
    await ctx.lessonAccess.requireOpen(caller, ref.part.partNumber);
    const latest = await ctx.repos.packages.latest(caller.userName, "part_quiz", ref.part.partName);
    if (!latest) throw notFound("You have not started this lesson's quiz yet.");
    const [stored] = await ctx.repos.packages.withContents([latest]);
    return { package: packageMessage(stored!) };
  };
}
