import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetIndyUserWeeklyLeagueTableRequest,
  GetIndyUserWeeklyLeagueTableResponseSchema,
} from "@sumwise/gen/activity/v1/league_pb";
import { fieldViolations } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { readSubject } from "./goal-messages.js";
import { leagueTableOf } from "./league-table.js";

/** This week's league of the calling learner, or of a learner the caller supports (read-only). */
export function getIndyUserWeeklyLeagueTable(ctx: ActivityContext) {
  return async (
    req: GetIndyUserWeeklyLeagueTableRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetIndyUserWeeklyLeagueTableResponseSchema>> => {
    if (req.numRows < 0) throw fieldViolations({ numRows: "Ask for 0 (the whole league) or more rows." });
    const subject = await readSubject(ctx, handler, req.indyUserName);
    return leagueTableOf(ctx, subject, req.numRows);
  };
}
