import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  CreateChildIndyAccountRequest,
  CreateChildIndyAccountResponseSchema,
} from "@sumwise/gen/indy/v1/indy_children_pb";
import { Code, ConnectError, fieldViolations, inTransaction, rolesClaim, userNameClaim } from "@sumwise/kit";
import {
  type CalendarDate,
  childEmailFor,
  formatIsoDate,
  isReservedUsername,
  MAX_CHILDREN_PER_SUPPORTER,
  messages,
  needsEmailPlusConsent,
  todayUtc,
  UNKNOWN_COUNTRY_CODE,
  validateChildAccount,
} from "@sumwise/rules";
import type { Transaction } from "kysely";
import { requireSupporter } from "../children/access.js";
import { prepareConsentEmail } from "../children/consent.js";
import type { IndyContext } from "../context.js";
import type { IndyDatabase, IndyUserRow } from "../db/schema.js";
import { crashPoint, createOrRepairFirebaseUser } from "../half-created.js";
import { fromProtoDate, toIndyUser, userResourceName } from "../mappers.js";
import { rolesOf } from "../roles.js";

/** Thrown inside the transaction when the limit is reached between the first check and the insert. */
class LimitReached extends Error {}

/**
 * "Add a learner" (spec §3, §5, §6): a Firebase user `<username>@learners.sumwise.app` (verified: the
 * server vouches for it) and a learner whose supporter is the caller. Under 13 it awaits the
 * supporter's consent by email (spec §4); the email goes only after the row is committed.
 */
export function createChildIndyAccount(ctx: IndyContext) {
  return async (
    req: CreateChildIndyAccountRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof CreateChildIndyAccountResponseSchema>> => {
    const supporter = await requireSupporter(ctx, handler);
    const today = todayUtc(ctx.now());
    const dateOfBirth = fromProtoDate(req.dateOfBirth);
    const problems = validateChildAccount({ ...req, dateOfBirth }, today);
    if (Object.keys(problems).length > 0) throw fieldViolations(problems);
    if ((await ctx.children.countChildren(supporter.id)) >= MAX_CHILDREN_PER_SUPPORTER) throw limitError();

    const username = req.username.trim();
    const email = childEmailFor(username);
    if (isReservedUsername(username) || (await ctx.children.usernameTaken(username, email))) throw usernameTaken();
    // Spec §5: entering the competition means something only while one runs (the competition flag).
    const competitionOpen = (await ctx.featureFlags.resolvedGlobals()).enableCompetition;
    const birth = dateOfBirth as CalendarDate;
    const awaitingConsent = needsEmailPlusConsent(birth, today);
    let child: IndyUserRow;
    // The Firebase user is made under the email's lock, inside the transaction (half-created.ts).
    let firebaseUid: string | undefined;
    try {
      child = await inTransaction(
        ctx.children.db,
        async (trx, afterCommit) => {
          await ctx.users.lockEmail(email, trx);
          firebaseUid = await createFirebaseChild(ctx, trx, email, req.password);
          await crashPoint(ctx);
          await ctx.children.lockSupporter(supporter.id, trx);
          if ((await ctx.children.countChildren(supporter.id, trx)) >= MAX_CHILDREN_PER_SUPPORTER) {
            throw new LimitReached();
          }
          const row = await ctx.children.insertChild(
            {
              id: randomUUID(),
              firebase_uid: firebaseUid,
              email,
              username,
              first_name: req.firstName.trim(),
              last_name: req.lastName.trim(),
              date_of_birth: formatIsoDate(birth),
              associated_email: awaitingConsent ? supporter.email : null,
              supporter_type: "none",
              learner_state: "enabled",
              supporter_state: "disabled",
              marketing_opt_in: false,
              country_code: supporter.country_code || UNKNOWN_COUNTRY_CODE,
              email_plus_state: awaitingConsent ? "awaiting_consent" : "not_applicable",
              anonymous: false,
              enter_competition: req.enterCompetition && competitionOpen,
              partner_code: null,
              referral: null,
              supporter_id: supporter.id,
            },
            trx,
          );
          if (awaitingConsent) afterCommit(await prepareConsentEmail(ctx, trx, supporter, row));
          return row;
        },
        (error) => ctx.logger.error({ err: error }, "could not send the consent email"),
      );
    } catch (error) {
      if (firebaseUid) {
        await ctx.auth.deleteUser(firebaseUid).catch((cleanup: unknown) => {
          ctx.logger.error({ err: cleanup, firebaseUid }, "could not remove the Firebase user of a failed child");
        });
      }
      if (error instanceof LimitReached) throw limitError();
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    // Login repairs missing claims, so a failure here costs nothing.
    await ctx.auth
      .setCustomUserClaims(child.firebase_uid, {
        [userNameClaim]: userResourceName(child.id),
        [rolesClaim]: rolesOf(child),
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not set a child's claims"));
    ctx.logger.info({ user: child.id, supporter: supporter.id }, "child account created");
    return { childIndyUser: toIndyUser(child) };
  };
}

const usernameTaken = () => fieldViolations({ username: messages.usernameTaken });
const limitError = () =>
  new ConnectError(messages.tooManyChildren(MAX_CHILDREN_PER_SUPPORTER), Code.FailedPrecondition);

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "23505";
}

async function createFirebaseChild(
  ctx: IndyContext,
  trx: Transaction<IndyDatabase>,
  email: string,
  password: string,
): Promise<string> {
  try {
    return await createOrRepairFirebaseUser(ctx, trx, { email, password, emailVerified: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "auth/email-already-exists") throw usernameTaken();
    if (code === "auth/invalid-password") throw fieldViolations({ password: messages.passwordRule });
    ctx.logger.error({ err: error }, "Firebase createUser failed for a child");
    throw new ConnectError(messages.childCreateFailed, Code.Unavailable);
  }
}
