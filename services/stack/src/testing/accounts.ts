import type { Client } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState, SupporterType } from "@sumwise/gen/indy/v1/indy_user_pb";
import { markEmailVerified, signIn, uniqueEmail } from "./identity.js";

export const testPassword = "Secret123";

export interface TestLearner {
  email: string;
  name: string;
  /** ID token carrying the account's claims. */
  idToken: string;
}

/**
 * Signs up an independent learner through CreateIndyAccount, verifies the email (as following the
 * emailed link does; `verified: false` skips that) and signs in, as the web client does.
 */
export async function signUpLearner(
  indy: Client<typeof IndyService>,
  firstName = "Ada",
  options: { verified?: boolean } = {},
): Promise<TestLearner> {
  const email = uniqueEmail(firstName.toLowerCase());
  const { indyUser } = await indy.createIndyAccount({
    indyUser: {
      email,
      firstName,
      lastName: "Tester",
      dateOfBirth: { year: 2010, month: 5, day: 1 },
      learnerState: RoleState.ENABLED,
      supporterState: RoleState.DISABLED,
    },
    password: testPassword,
    termsAccepted: true,
  });
  if (options.verified ?? true) await markEmailVerified(email, testPassword);
  return { email, name: indyUser?.name ?? "", idToken: await signIn(email, testPassword) };
}

export interface TestSupporter {
  email: string;
  name: string;
  idToken: string;
}

/** A supporter through CreateIndyAccount (as step 1 of the web flow), signed in. */
export async function signUpSupporter(
  indy: Client<typeof IndyService>,
  firstName = "Grace",
  partnerCode = "",
): Promise<TestSupporter> {
  const email = uniqueEmail(firstName.toLowerCase());
  const { indyUser } = await indy.createIndyAccount({
    indyUser: {
      email,
      firstName,
      lastName: "Hopper",
      supporterType: SupporterType.PARENT,
      learnerState: RoleState.DISABLED,
      supporterState: RoleState.ENABLED,
    },
    password: testPassword,
    termsAccepted: true,
    adultConfirmed: true,
    partnerCode,
  });
  return { email, name: indyUser?.name ?? "", idToken: await signIn(email, testPassword) };
}
