import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  SessionEndReason,
  type WatchSessionRequest,
  type WatchSessionResponseSchema,
} from "@sumwise/gen/indy/v1/indy_session_pb";
import { Code, ConnectError, requireUser } from "@sumwise/kit";
import type { IndyContext } from "../context.js";
import { userIdFromName } from "../mappers.js";

type Event = MessageInitShape<typeof WatchSessionResponseSchema>;

/** How often the session row is read. Polling the database works the same with one or many replicas. */
export const SESSION_POLL_MS = 1_000;
/** Keep-alives keep proxies and browsers from closing a quiet stream. */
export const SESSION_KEEP_ALIVE_MS = 15_000;

/**
 * Streams until the caller's session ends, then says why (spec §4 'logged in elsewhere'). Only the
 * session's own user may watch it. A keep-alive is sent at once (so the client knows the stream is
 * open) and then every SESSION_KEEP_ALIVE_MS.
 */
export function watchSession(ctx: IndyContext) {
  return async function* (req: WatchSessionRequest, handler: HandlerContext): AsyncGenerator<Event> {
    const caller = requireUser(handler);
    const session = req.sessionId ? await ctx.login.session(req.sessionId) : undefined;
    // The same answer for "no such session" and "not yours", so ids cannot be probed.
    if (!session || session.user_id !== userIdFromName(caller.userName)) {
      throw new ConnectError("This session is not yours or does not exist.", Code.NotFound);
    }
    let lastKeepAlive = Date.now();
    yield { event: { case: "keepAlive", value: true } };
    while (!handler.signal.aborted) {
      const current = await ctx.login.session(req.sessionId);
      if (!current || current.ended_at) {
        const reason =
          current?.ended_reason === "logged_in_elsewhere"
            ? SessionEndReason.LOGGED_IN_ELSEWHERE
            : SessionEndReason.OTHER;
        yield { event: { case: "ended", value: reason } };
        return;
      }
      if (Date.now() - lastKeepAlive >= SESSION_KEEP_ALIVE_MS) {
        lastKeepAlive = Date.now();
        yield { event: { case: "keepAlive", value: true } };
      }
      await sleep(SESSION_POLL_MS, handler.signal);
    }
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
