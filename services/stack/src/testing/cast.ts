import type { Client } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { RunningStack } from "../stack.js";
import { signUpLearner, signUpSupporter, testPassword } from "./accounts.js";
import {
  bearer,
  createFirebaseOnlyUser,
  markEmailVerified,
  refreshIdToken,
  signIn,
  signInAnonymously,
  uniqueEmail,
} from "./identity.js";
import { connectClientOf } from "./stack.js";

/** One account of the cast, signed in, with what a request could name it by. */
export interface CastAccount {
  /** Who they are in reports ("consented child"). */
  label: string;
  /** Resource name `indyUsers/{id}`. */
  name: string;
  email: string;
  /** Children only: the username they sign in with. */
  username: string | undefined;
  /** The session their Login started. */
  sessionId: string;
  idToken: string;
  /** Resource names of the accounts this one may act for besides itself (a supporter's children). */
  children: string[];
  roles: ReadonlyArray<"learner" | "supporter" | "anonymous">;
}

export interface Cast {
  learner: CastAccount;
  supporter: CastAccount;
  childAwaitingConsent: CastAccount;
  consentedChild: CastAccount;
  otherSupporter: CastAccount;
  otherChild: CastAccount;
  demo: CastAccount;
  /** A Firebase user who has no Sumwise account (a sign-up that never finished). */
  firebaseOnly: { label: string; idToken: string };
}

let usernames = 0;
const username = () => `cast_${Date.now().toString(36)}${process.pid % 1000}${++usernames}`.slice(0, 30);
/** The password every child of the cast signs in with. */
export const childPassword = "Kidpass12";
const underThirteen = () => ({ year: new Date().getUTCFullYear() - 9, month: 1, day: 1 });

/**
 * Every kind of caller the access tests need, created once per stack through the real RPCs: an
 * independent learner, a supporter with a child awaiting consent and a consented child (both under
 * 13), another supporter with a child, a demo visitor and a Firebase user with no account.
 */
export async function createCast(stack: RunningStack): Promise<Cast> {
  const indy = connectClientOf(IndyService, stack.services.indy!.url);
  const login = async (label: string, idToken: string, extra: Partial<CastAccount> = {}): Promise<CastAccount> => {
    const { user, sessionId } = await indy.login({}, bearer(idToken));
    const claims = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString());
    return {
      label,
      name: user?.name ?? "",
      email: user?.email ?? "",
      username: undefined,
      sessionId,
      idToken,
      children: [],
      roles: claims.sw_roles ?? [],
      ...extra,
    };
  };

  const learnerAccount = await signUpLearner(indy, "Lena");
  const learner = await login("independent learner", learnerAccount.idToken);

  const supporterAccount = await signUpSupporter(indy, "Sam");
  const awaiting = await addChild(indy, supporterAccount.idToken, "Ava");
  const consented = await addChild(indy, supporterAccount.idToken, "Cora");
  await grantConsent(stack, indy, supporterAccount.email, "Cora");
  const otherSupporterAccount = await signUpSupporter(indy, "Olga");
  const other = await addChild(indy, otherSupporterAccount.idToken, "Otto", 2008);

  const childAccount = async (label: string, child: { username: string }) =>
    login(label, await signIn(`${child.username}@learners.sumwise.app`, childPassword), {
      username: child.username,
    });
  const verified = async (email: string) => {
    await markEmailVerified(email, testPassword);
    return signIn(email, testPassword);
  };
  const supporter = await login("supporter", await verified(supporterAccount.email), {
    children: [awaiting.name, consented.name],
  });
  const otherSupporter = await login("another supporter", await verified(otherSupporterAccount.email), {
    children: [other.name],
  });

  const visitor = await signInAnonymously();
  await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
  const demo = await login("demo visitor", await refreshIdToken(visitor.refreshToken));

  return {
    learner,
    supporter,
    childAwaitingConsent: await childAccount("child awaiting consent", awaiting),
    consentedChild: await childAccount("consented child", consented),
    otherSupporter,
    otherChild: await childAccount("another supporter's child", other),
    demo,
    firebaseOnly: {
      label: "Firebase user without an account",
      idToken: await createFirebaseOnlyUser(uniqueEmail("nobody"), testPassword),
    },
  };
}

async function addChild(indy: Client<typeof IndyService>, supporterToken: string, firstName: string, year?: number) {
  const name = username();
  const { childIndyUser } = await indy.createChildIndyAccount(
    {
      firstName,
      lastName: "Child",
      username: name,
      password: childPassword,
      dateOfBirth: year ? { year, month: 1, day: 1 } : underThirteen(),
    },
    bearer(supporterToken),
  );
  return { name: childIndyUser?.name ?? "", username: name };
}

/** Follows the consent link the supporter was emailed at the child's creation, as the adult does (spec §4). */
async function grantConsent(stack: RunningStack, indy: Client<typeof IndyService>, email: string, child: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = stack.mailCatcher
      ?.messages()
      .find((message) => message.to.includes(email.toLowerCase()) && message.subject.includes(`${child}'s`));
    const code = /email-plus-callback\?code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (code) {
      await indy.grantEmailPlusConsent({ code });
      return;
    }
    if (Date.now() > deadline) throw new Error(`no consent email reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
