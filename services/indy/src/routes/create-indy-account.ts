import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { CreateIndyAccountRequest, CreateIndyAccountResponseSchema } from "@sumwise/gen/indy/v1/indy_service_pb";
import { MarketingState, RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { Code, ConnectError, fieldViolations, rolesClaim, userNameClaim } from "@sumwise/kit";
import {
  type CalendarDate,
  formatIsoDate,
  messages,
  normaliseEmail,
  SUPPORTER_DATE_OF_BIRTH,
  UNKNOWN_COUNTRY_CODE,
  validateLearnerSignUp,
  validatePartnerCode,
  validateSupporterSignUp,
} from "@sumwise/rules";
import type { Kysely, Transaction } from "kysely";
import type { IndyContext } from "../context.js";
import type { IndyDatabase, NewIndyUser } from "../db/schema.js";
import { crashPoint, createOrRepairFirebaseUser } from "../half-created.js";
import { fromProtoDate, supporterTypeFromProto, toIndyUser, userResourceName } from "../mappers.js";
import { rolesOf } from "../roles.js";

type Response = MessageInitShape<typeof CreateIndyAccountResponseSchema>;

/**
 * Sign-up (no token): validates with the same domain rules as the form, creates the Firebase user,
 * then the Indy user. If the database insert fails the Firebase user is deleted again, so a retry
 * with the same email is not refused as "taken"; if the process dies in between, the retry repairs
 * the half (half-created.ts).
 */
export function createIndyAccount(ctx: IndyContext) {
  return async (req: CreateIndyAccountRequest): Promise<Response> => {
    const input = req.indyUser;
    if (!input) throw new ConnectError("indyUser is required.", Code.InvalidArgument);
    const isSupporter = input.supporterState === RoleState.ENABLED;
    const problems = isSupporter ? validateSupporter(req) : validateLearner(req, ctx.now());
    if (Object.keys(problems).length > 0) throw fieldViolations(problems);
    await checkPartnerCode(ctx, req.partnerCode.trim(), isSupporter);

    const email = normaliseEmail(input.email);
    if (await ctx.users.emailExists(email)) throw new ConnectError(messages.emailTaken, Code.AlreadyExists);
    // Spec §5: entering the competition means something only while one runs (the competition flag).
    const competitionOpen = (await ctx.featureFlags.resolvedGlobals()).enableCompetition;
    // The Firebase user is made under the email's lock, inside the transaction that inserts the row:
    // a process killed in between leaves a half that a retry repairs (half-created.ts).
    const created = await (ctx.db as Kysely<IndyDatabase>).transaction().execute(async (trx) => {
      await ctx.users.lockEmail(email, trx);
      if (await ctx.users.emailExists(email, trx)) throw new ConnectError(messages.emailTaken, Code.AlreadyExists);
      const firebaseUid = await createFirebaseUser(ctx, trx, email, req.password);
      await crashPoint(ctx);
      const row: NewIndyUser = {
        id: randomUUID(),
        firebase_uid: firebaseUid,
        email,
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        date_of_birth: isSupporter
          ? SUPPORTER_DATE_OF_BIRTH
          : formatIsoDate(fromProtoDate(input.dateOfBirth) as CalendarDate),
        associated_email: input.associatedEmail.trim() ? normaliseEmail(input.associatedEmail) : null,
        supporter_type: isSupporter ? supporterTypeFromProto(input.supporterType) : "none",
        learner_state: isSupporter ? "disabled" : "enabled",
        supporter_state: isSupporter ? "enabled" : "disabled",
        marketing_opt_in: input.marketingState === MarketingState.OPT_IN,
        country_code: /^[A-Z]{2}$/.test(input.countryCode) ? input.countryCode : UNKNOWN_COUNTRY_CODE,
        email_plus_state: "not_applicable",
        anonymous: false,
        enter_competition: req.enterCompetition && competitionOpen,
        partner_code: req.partnerCode.trim().toUpperCase() || null,
        referral: referralJson(req),
        supporter_id: null,
      };
      return ctx.users.insert(row, trx).catch(async (error: unknown) => {
        await ctx.auth.deleteUser(firebaseUid).catch((cleanup: unknown) => {
          ctx.logger.error({ err: cleanup, firebaseUid }, "could not remove the Firebase user of a failed sign-up");
        });
        throw error;
      });
    });
    // Login repairs missing claims, so a failure here costs the user nothing.
    await ctx.auth
      .setCustomUserClaims(created.firebase_uid, {
        [userNameClaim]: userResourceName(created.id),
        [rolesClaim]: rolesOf(created),
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not set claims at sign-up"));
    ctx.logger.info({ user: created.id }, "account created");
    return { indyUser: toIndyUser(created) };
  };
}

function validateLearner(req: CreateIndyAccountRequest, now: Date) {
  const input = req.indyUser!;
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  return validateLearnerSignUp(
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      password: req.password,
      dateOfBirth: fromProtoDate(input.dateOfBirth),
      parentEmail: input.associatedEmail,
      termsAccepted: req.termsAccepted,
    },
    today,
  );
}

function validateSupporter(req: CreateIndyAccountRequest): Record<string, string> {
  const input = req.indyUser!;
  const problems = validateSupporterSignUp({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    password: req.password,
    adultConfirmed: req.adultConfirmed,
    termsAccepted: req.termsAccepted,
    ...(req.partnerCode.trim() ? { partnerCode: req.partnerCode } : {}),
  });
  return problems as Record<string, string>;
}

/**
 * A partner code (spec §2) must name an active partner of the sign-up's kind: Secondary Ready for
 * supporters, a university partner for learners. Empty means an ordinary sign-up.
 */
async function checkPartnerCode(ctx: IndyContext, code: string, isSupporter: boolean): Promise<void> {
  if (code === "") return;
  const problem = validatePartnerCode(code);
  if (problem) throw fieldViolations({ partnerCode: problem });
  const type = await ctx.children.partnerCodeType(code);
  if (type !== (isSupporter ? "secondary_ready" : "university")) {
    throw fieldViolations({ partnerCode: messages.partnerCodeInvalid });
  }
}

async function createFirebaseUser(
  ctx: IndyContext,
  trx: Transaction<IndyDatabase>,
  email: string,
  password: string,
): Promise<string> {
  try {
    return await createOrRepairFirebaseUser(ctx, trx, { email, password, emailVerified: false });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "auth/email-already-exists") throw new ConnectError(messages.emailTaken, Code.AlreadyExists);
    if (code === "auth/invalid-email") throw fieldViolations({ email: messages.emailInvalid });
    if (code === "auth/invalid-password") throw fieldViolations({ password: messages.passwordRule });
    ctx.logger.error({ err: error }, "Firebase createUser failed");
    throw new ConnectError("We could not create your account just now. Please try again.", Code.Unavailable);
  }
}

function referralJson(req: CreateIndyAccountRequest): string | null {
  const info = req.referralInfo;
  if (!info) return null;
  const entries = Object.entries({
    utmSource: info.utmSource,
    utmMedium: info.utmMedium,
    utmCampaign: info.utmCampaign,
    utmTerm: info.utmTerm,
    utmContent: info.utmContent,
    utmAdgroup: info.utmAdgroup,
    utmAdversion: info.utmAdversion,
    utmAud: info.utmAud,
    ncomp: info.ncomp,
    npath: info.npath,
  }).filter(([, value]) => value.trim() !== "");
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : null;
}
