import type { MessageInitShape } from "@bufbuild/protobuf";
import type {
  GetLearnerAudienceRequest,
  GetLearnerAudienceResponseSchema,
  ListWeeklyActivityRecipientsRequest,
  ListWeeklyActivityRecipientsResponseSchema,
} from "@sumwise/gen/indy/v1/indy_activity_audience_pb";
import { fieldViolations, notFound } from "@sumwise/kit";
import { ageInYears, MIN_UNSUPPORTED_LEARNER_AGE, parseIsoDate, todayUtc } from "@sumwise/rules";
import type { Kysely } from "kysely";
import type { IndyContext } from "../context.js";
import { ActivityAudienceRepository } from "../db/activity-audience-repository.js";
import type { IndyDatabase } from "../db/schema.js";
import { userIdFromName } from "../mappers.js";

const MAX_PAGE = 200;
const DEFAULT_PAGE = 100;
const WEEKLY_ACTIVITY = "weekly-activity";

/**
 * For ActivityService only (policies): a learner's supporters, first name and age band, so a child's
 * notification reaches their parent and no pressure message reaches an under-13. Only a yes/no on the
 * age leaves this service, never the date of birth.
 */
export function getLearnerAudience(ctx: IndyContext) {
  const repo = new ActivityAudienceRepository(ctx.db as Kysely<IndyDatabase>);
  return async (req: GetLearnerAudienceRequest): Promise<MessageInitShape<typeof GetLearnerAudienceResponseSchema>> => {
    const id = userIdFromName(req.indyUserName);
    if (!id) throw fieldViolations({ indy_user_name: "Give the learner as indyUsers/{id}." });
    const row = await repo.learner(id);
    if (!row) throw notFound("No such user.");
    const born = row.date_of_birth ? parseIsoDate(row.date_of_birth) : undefined;
    const under13 = !born || ageInYears(born, todayUtc(ctx.now())) < MIN_UNSUPPORTED_LEARNER_AGE;
    return {
      supporterNames: row.supporter_id ? [`indyUsers/${row.supporter_id}`] : [],
      under13,
      firstName: row.first_name,
    };
  };
}

/** For ActivityService's weekly email: subscribed supporters with their children, a page at a time (by id). */
export function listWeeklyActivityRecipients(ctx: IndyContext) {
  const repo = new ActivityAudienceRepository(ctx.db as Kysely<IndyDatabase>);
  return async (
    req: ListWeeklyActivityRecipientsRequest,
  ): Promise<MessageInitShape<typeof ListWeeklyActivityRecipientsResponseSchema>> => {
    const size = req.pageSize <= 0 ? DEFAULT_PAGE : Math.min(req.pageSize, MAX_PAGE);
    const rows = await repo.weeklyRecipients(WEEKLY_ACTIVITY, req.pageToken, size);
    return {
      recipients: rows.map((row) => ({
        indyUserName: `indyUsers/${row.id}`,
        email: row.email,
        firstName: row.first_name,
        children: row.children.map((child) => ({ indyUserName: `indyUsers/${child.id}`, firstName: child.first_name })),
      })),
      nextPageToken: rows.length === size ? (rows.at(-1)?.id ?? "") : "",
    };
  };
}
