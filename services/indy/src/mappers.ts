import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { DateSchema, type Date as ProtoDate } from "@sumwise/gen/common/v1/common_pb";
import {
  EmailPlusState,
  EmailVerificationState,
  type IndyUser,
  IndyUserSchema,
  MarketingState,
  RoleState,
  type SessionUser,
  SessionUserSchema,
  SupporterType,
  WeeklyEmailSubscriptionState,
} from "@sumwise/gen/indy/v1/indy_user_pb";
import { type CalendarDate, parseIsoDate } from "@sumwise/rules";
import type { EmailPlusStateValue, IndyUserRow, RoleStateValue, SupporterTypeValue } from "./db/schema.js";

export const userResourceName = (id: string) => `indyUsers/${id}`;

/** The id inside "indyUsers/{id}", or undefined for any other shape. */
export function userIdFromName(name: string): string | undefined {
  const match = /^indyUsers\/([A-Za-z0-9-]+)$/.exec(name);
  return match?.[1];
}

export function toProtoDate(iso: string | null): ProtoDate | undefined {
  const date = iso ? parseIsoDate(iso) : undefined;
  return date ? create(DateSchema, date) : undefined;
}

export function fromProtoDate(date: ProtoDate | undefined): Partial<CalendarDate> | undefined {
  if (!date || (date.year === 0 && date.month === 0 && date.day === 0)) return undefined;
  return { year: date.year, month: date.month, day: date.day };
}

const roleStates: Record<RoleStateValue, RoleState> = { enabled: RoleState.ENABLED, disabled: RoleState.DISABLED };
const supporterTypes: Record<SupporterTypeValue, SupporterType> = {
  none: SupporterType.NONE,
  parent: SupporterType.PARENT,
  home_educator: SupporterType.HOME_EDUCATOR,
  tutor: SupporterType.TUTOR,
};
const emailPlusStates: Record<EmailPlusStateValue, EmailPlusState> = {
  none: EmailPlusState.NONE,
  not_applicable: EmailPlusState.NOT_APPLICABLE,
  awaiting_consent: EmailPlusState.AWAITING_CONSENT,
  consented: EmailPlusState.CONSENTED,
};

export function supporterTypeFromProto(value: SupporterType): SupporterTypeValue {
  const entry = Object.entries(supporterTypes).find(([, proto]) => proto === value);
  return (entry?.[0] as SupporterTypeValue | undefined) ?? "none";
}

export function toIndyUser(row: IndyUserRow): IndyUser {
  return create(IndyUserSchema, {
    name: userResourceName(row.id),
    email: row.email ?? "",
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: toProtoDate(row.date_of_birth),
    associatedEmail: row.associated_email ?? "",
    supporterType: supporterTypes[row.supporter_type],
    learnerState: roleStates[row.learner_state],
    supporterState: roleStates[row.supporter_state],
    marketingState: row.marketing_opt_in ? MarketingState.OPT_IN : MarketingState.OPT_OUT,
    countryCode: row.country_code,
    emailPlusState: emailPlusStates[row.email_plus_state],
    anonymousState: row.anonymous,
    creationTime: timestampFromDate(row.created_at),
  });
}

export function toSessionUser(row: IndyUserRow, emailVerified: boolean, weeklyEmailSubscribed: boolean): SessionUser {
  const user = toIndyUser(row);
  return create(SessionUserSchema, {
    name: user.name,
    identityProviderUserId: row.firebase_uid,
    identityProvider: "firebase",
    dateOfBirth: user.dateOfBirth,
    firstName: user.firstName,
    lastName: user.lastName,
    learnerState: user.learnerState,
    supporterState: user.supporterState,
    email: user.email,
    associatedEmail: user.associatedEmail,
    emailPlusState: user.emailPlusState,
    countryCode: user.countryCode,
    creationTime: user.creationTime,
    weeklyEmailSubscriptionState: weeklyEmailSubscribed
      ? WeeklyEmailSubscriptionState.SUBSCRIBED
      : WeeklyEmailSubscriptionState.UNSUBSCRIBED,
    marketingState: user.marketingState,
    emailVerificationState: emailVerified ? EmailVerificationState.VERIFIED : EmailVerificationState.UNVERIFIED,
    anonymousState: user.anonymousState,
    supporterType: user.supporterType,
  });
}
