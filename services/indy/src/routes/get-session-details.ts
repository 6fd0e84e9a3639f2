import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetSessionDetailsRequest, GetSessionDetailsResponseSchema } from "@sumwise/gen/indy/v1/indy_service_pb";
import { Code, ConnectError, requireUser } from "@sumwise/kit";
import { INACTIVITY_TIMEOUT_MINUTES } from "@sumwise/rules";
import type { IndyContext } from "../context.js";
import { userIdFromName } from "../mappers.js";

/** Records the client's details on the current session and tells it the server's clock and settings. */
export function getSessionDetails(ctx: IndyContext) {
  return async (
    req: GetSessionDetailsRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetSessionDetailsResponseSchema>> => {
    const caller = requireUser(handler);
    const userId = userIdFromName(caller.userName);
    const session = userId ? await ctx.sessions.currentFor(userId) : undefined;
    if (!session) throw new ConnectError("Your session has ended. Please log in again.", Code.FailedPrecondition);
    const now = ctx.now();
    await ctx.sessions.recordClient(session.id, req, now);
    const clientTime = req.timestamp ? timestampDate(req.timestamp).getTime() : now.getTime();
    return {
      sessionId: session.id,
      serverOffsetMillis: BigInt(now.getTime() - clientTime),
      restoreInfo: session.restore_info ?? "",
      inactivityTimeoutMinutes: INACTIVITY_TIMEOUT_MINUTES,
      tutorialsCompleted: [],
      serverConfiguration: { environment: ctx.config.SUMWISE_ENV },
    };
  };
}
