import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetFeatureFlagsForUserRequest,
  GetFeatureFlagsForUserResponseSchema,
} from "@sumwise/gen/indy/v1/indy_flags_pb";
import { callerOf, fieldViolations, permissionDenied } from "@sumwise/kit";
import { resolveFeatureFlags } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { userIdFromName } from "../mappers.js";

/**
 * The flags as one JSON text (spec §6, progress §3). Public, because signed-out visitors need the
 * maintenance and sign-up modes too: they, anonymous demo users and unverified users get the default
 * set; a verified user also gets their own overrides.
 */
export function getFeatureFlagsForUser(ctx: IndyContext) {
  return async (
    req: GetFeatureFlagsForUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetFeatureFlagsForUserResponseSchema>> => {
    if (req.name !== "" && !userIdFromName(req.name)) {
      throw fieldViolations({ name: 'name must be empty or look like "indyUsers/{id}".' });
    }
    const caller = callerOf(handler);
    const ownName = caller.kind === "user" ? caller.userName : undefined;
    if (req.name !== "" && req.name !== ownName) throw permissionDenied();
    const personal =
      caller.kind === "user" && caller.emailVerified && !caller.roles.includes("anonymous") && ownName !== undefined;
    const ownId = personal ? userIdFromName(ownName) : undefined;
    const [globals, overrides] = await Promise.all([
      ctx.featureFlags.globals(),
      ownId ? ctx.featureFlags.overridesFor(ownId) : Promise.resolve([]),
    ]);
    return { featureFlagsJson: JSON.stringify(resolveFeatureFlags(globals, overrides)) };
  };
}
