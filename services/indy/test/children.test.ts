import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { EmailPlusState, RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { MAX_CHILDREN_PER_SUPPORTER, messages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { connectClientOf, signIn, signUpLearner, startTestStack, testDatabases } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  childRequest,
  errorOf,
  signInChild,
  signInWithCustomToken,
  signUpSupporter,
  uniqueUsername,
  violationsOf,
} from "./children-helpers.js";

describe.each(testDatabases())("supporters and children on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database, { PUBLIC_URL: "https://sumwise.test" });
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const consentCodeIn = (text: string) => /email-plus-callback\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it("adds a learner aged 13 or over who signs in with the username and is listed with it", async () => {
    const supporter = await signUpSupporter(indy);
    const username = uniqueUsername("Kid");
    const { childIndyUser } = await indy.createChildIndyAccount(
      childRequest(username, 2010),
      bearer(supporter.idToken),
    );
    expect(childIndyUser).toMatchObject({
      firstName: "Ada",
      email: `${username.toLowerCase()}@learners.sumwise.app`,
      learnerState: RoleState.ENABLED,
      supporterState: RoleState.DISABLED,
      emailPlusState: EmailPlusState.NOT_APPLICABLE,
    });

    const childToken = await signInChild(username);
    const { user } = await indy.login({}, bearer(childToken));
    expect(user?.name).toBe(childIndyUser?.name);
    expect(user?.emailPlusState).toBe(EmailPlusState.NOT_APPLICABLE);
    const { hasSupporter } = await indy.getIndyUser({ name: childIndyUser?.name ?? "" }, bearer(childToken));
    expect(hasSupporter).toBe(true);

    const { childLearnerAccounts, maxChildren } = await indy.getChildLearnerAccounts({}, bearer(supporter.idToken));
    expect(maxChildren).toBe(MAX_CHILDREN_PER_SUPPORTER);
    expect(childLearnerAccounts.map((c) => [c.indyUser?.name, c.username])).toEqual([[childIndyUser?.name, username]]);
  });

  it("records the supporter's type, the 1900 placeholder birth date, and refuses without the over-18 box", async () => {
    const supporter = await signUpSupporter(indy);
    const { indyUser } = await indy.getIndyUser({ name: supporter.name }, bearer(supporter.idToken));
    expect(indyUser?.dateOfBirth).toMatchObject({ year: 1900, month: 1, day: 1 });
    expect(indyUser?.supporterType).toBe(2);
    const error = await errorOf(
      indy.createIndyAccount({
        indyUser: { email: "x@example.com", firstName: "A", lastName: "B", supporterState: RoleState.ENABLED },
        password: "Secret123",
        termsAccepted: true,
      }),
    );
    expect(violationsOf(error)).toEqual({ adultConfirmed: messages.adultRequired });
  });

  it("checks partner codes: format, existence and the partner's kind", async () => {
    await expect(signUpSupporter(indy, "Partner", "srdev1")).resolves.toBeDefined();
    const wrongKind = await errorOf(signUpSupporter(indy, "Partner", "UNIDEV1"));
    expect(violationsOf(wrongKind)).toEqual({ partnerCode: messages.partnerCodeInvalid });
    const badFormat = await errorOf(signUpSupporter(indy, "Partner", "AB-1"));
    expect(violationsOf(badFormat)).toEqual({ partnerCode: messages.partnerCode });
  });

  it("refuses bad child input with every field's message and creates nothing", async () => {
    const supporter = await signUpSupporter(indy);
    const error = await errorOf(
      indy.createChildIndyAccount(
        { firstName: "", lastName: "Child", username: "ab", password: "lowercase1", dateOfBirth: undefined },
        bearer(supporter.idToken),
      ),
    );
    expect(error?.code).toBe(Code.InvalidArgument);
    expect(violationsOf(error)).toEqual({
      firstName: "First name must not be empty.",
      username: messages.usernameLength,
      password: messages.passwordRule,
      dateOfBirth: messages.dateOfBirthRequired,
    });
    const { childLearnerAccounts } = await indy.getChildLearnerAccounts({}, bearer(supporter.idToken));
    expect(childLearnerAccounts).toEqual([]);
  });

  it("refuses a taken username whatever its case, and a reserved one", async () => {
    const supporter = await signUpSupporter(indy);
    const other = await signUpSupporter(indy);
    const username = uniqueUsername();
    await indy.createChildIndyAccount(childRequest(username), bearer(supporter.idToken));
    const taken = await errorOf(
      indy.createChildIndyAccount(childRequest(username.toUpperCase()), bearer(other.idToken)),
    );
    expect(violationsOf(taken)).toEqual({ username: messages.usernameTaken });
    const reserved = await errorOf(indy.createChildIndyAccount(childRequest("Support"), bearer(other.idToken)));
    expect(violationsOf(reserved)).toEqual({ username: messages.usernameTaken });
  });

  it("keeps supporter calls from learners, and each supporter's children from the others", async () => {
    const supporter = await signUpSupporter(indy);
    const stranger = await signUpSupporter(indy, "Stranger");
    const learner = await signUpLearner(indy);
    const username = uniqueUsername();
    const { childIndyUser } = await indy.createChildIndyAccount(
      childRequest(username, 2012),
      bearer(supporter.idToken),
    );
    const childName = childIndyUser?.name ?? "";
    const childToken = await signInChild(username);

    for (const token of [learner.idToken, childToken]) {
      expect((await errorOf(indy.createChildIndyAccount(childRequest(uniqueUsername()), bearer(token))))?.code).toBe(
        Code.PermissionDenied,
      );
      expect((await errorOf(indy.getChildLearnerAccounts({}, bearer(token))))?.code).toBe(Code.PermissionDenied);
      expect((await errorOf(indy.getFirebaseToken({ indyUserName: childName }, bearer(token))))?.code).toBe(
        Code.PermissionDenied,
      );
    }
    const strangerCalls = [
      () => indy.updateChildPassword({ childIndyUserName: childName, password: "Hijack123" }, bearer(stranger.idToken)),
      () => indy.getFirebaseToken({ indyUserName: childName }, bearer(stranger.idToken)),
      () => indy.sendEmailPlusConsentEmail({ childIndyUserName: childName }, bearer(stranger.idToken)),
      () => indy.getIndyUser({ name: childName }, bearer(stranger.idToken)),
    ];
    for (const call of strangerCalls) expect((await errorOf(call()))?.code).toBe(Code.PermissionDenied);
    expect((await indy.getChildLearnerAccounts({}, bearer(stranger.idToken))).childLearnerAccounts).toEqual([]);
    // The stranger's attempt changed nothing: the old password still works.
    await expect(signInChild(username)).resolves.toBeTruthy();
    // Without a token, nothing at all.
    expect((await errorOf(indy.getChildLearnerAccounts({})))?.code).toBe(Code.Unauthenticated);
  });

  it("lets the supporter change the child's password, with the child rule", async () => {
    const supporter = await signUpSupporter(indy);
    const username = uniqueUsername();
    const { childIndyUser } = await indy.createChildIndyAccount(childRequest(username), bearer(supporter.idToken));
    const childIndyUserName = childIndyUser?.name ?? "";
    const weak = await errorOf(
      indy.updateChildPassword({ childIndyUserName, password: "nouppercase1" }, bearer(supporter.idToken)),
    );
    expect(violationsOf(weak)).toEqual({ password: messages.passwordRule });
    // The child rule needs no lowercase letter.
    await indy.updateChildPassword({ childIndyUserName, password: "NEWPASS99" }, bearer(supporter.idToken));
    await expect(signInChild(username)).rejects.toThrow();
    await expect(signInChild(username, "NEWPASS99")).resolves.toBeTruthy();
  });

  it("logs the supporter in as their learner with a custom token", async () => {
    const supporter = await signUpSupporter(indy);
    const username = uniqueUsername();
    const { childIndyUser } = await indy.createChildIndyAccount(childRequest(username), bearer(supporter.idToken));
    const { token } = await indy.getFirebaseToken(
      { indyUserName: childIndyUser?.name ?? "" },
      bearer(supporter.idToken),
    );
    const childToken = await signInWithCustomToken(token);
    const { user } = await indy.login({}, bearer(childToken));
    expect(user?.name).toBe(childIndyUser?.name);
  });

  it("holds an under-13 learner until the supporter consents through a single-use emailed link", async () => {
    const supporter = await signUpSupporter(indy);
    const username = uniqueUsername();
    const thisYear = new Date().getUTCFullYear();
    const { childIndyUser } = await indy.createChildIndyAccount(
      childRequest(username, thisYear - 9),
      bearer(supporter.idToken),
    );
    expect(childIndyUser?.emailPlusState).toBe(EmailPlusState.AWAITING_CONSENT);
    expect(childIndyUser?.associatedEmail).toBe(supporter.email.toLowerCase());
    const mail = stack.mailCatcher!.latestFor(supporter.email);
    expect(mail?.subject).toBe("Please confirm Ada's Sumwise account");
    expect(mail?.text).toContain("https://sumwise.test/email-plus-callback?code=");
    const firstCode = consentCodeIn(mail?.text ?? "");
    expect(firstCode).toBeTruthy();

    const childToken = await signInChild(username);
    expect((await indy.login({}, bearer(childToken))).user?.emailPlusState).toBe(EmailPlusState.AWAITING_CONSENT);

    // The child may ask for the email again (it goes to the supporter); a new link is sent.
    await indy.sendEmailPlusConsentEmail({ childIndyUserName: childIndyUser?.name ?? "" }, bearer(childToken));
    const secondCode = consentCodeIn(stack.mailCatcher!.latestFor(supporter.email)?.text ?? "");
    expect(secondCode).toBeTruthy();
    expect(secondCode).not.toBe(firstCode);

    expect((await errorOf(indy.grantEmailPlusConsent({ code: "not-a-real-code" })))?.code).toBe(Code.NotFound);
    expect((await errorOf(indy.grantEmailPlusConsent({ code: "" })))?.code).toBe(Code.InvalidArgument);
    await indy.grantEmailPlusConsent({ code: secondCode ?? "" });
    expect((await errorOf(indy.grantEmailPlusConsent({ code: secondCode ?? "" })))?.code).toBe(Code.NotFound);
    // Consent used the child's other codes too.
    expect((await errorOf(indy.grantEmailPlusConsent({ code: firstCode ?? "" })))?.code).toBe(Code.NotFound);

    const fresh = await signInChild(username);
    expect((await indy.login({}, bearer(fresh))).user?.emailPlusState).toBe(EmailPlusState.CONSENTED);
    const resend = await errorOf(
      indy.sendEmailPlusConsentEmail({ childIndyUserName: childIndyUser?.name ?? "" }, bearer(supporter.idToken)),
    );
    expect(resend?.code).toBe(Code.FailedPrecondition);
  });

  it("sends at most five consent emails a day for one child", async () => {
    const supporter = await signUpSupporter(indy);
    const thisYear = new Date().getUTCFullYear();
    const { childIndyUser } = await indy.createChildIndyAccount(
      childRequest(uniqueUsername(), thisYear - 7),
      bearer(supporter.idToken),
    );
    const resend = () =>
      indy.sendEmailPlusConsentEmail({ childIndyUserName: childIndyUser?.name ?? "" }, bearer(supporter.idToken));
    for (let i = 0; i < 4; i += 1) await resend();
    expect((await errorOf(resend()))?.code).toBe(Code.ResourceExhausted);
    expect(
      (await errorOf(indy.sendEmailPlusConsentEmail({ childIndyUserName: "" }, bearer(supporter.idToken))))?.code,
    ).toBe(Code.InvalidArgument);
  });

  it(`stops a supporter at ${MAX_CHILDREN_PER_SUPPORTER} learners`, async () => {
    const supporter = await signUpSupporter(indy);
    for (let i = 0; i < MAX_CHILDREN_PER_SUPPORTER; i += 1) {
      await indy.createChildIndyAccount(childRequest(uniqueUsername()), bearer(supporter.idToken));
    }
    const username = uniqueUsername();
    const error = await errorOf(indy.createChildIndyAccount(childRequest(username), bearer(supporter.idToken)));
    expect(error?.code).toBe(Code.FailedPrecondition);
    expect(error?.rawMessage).toBe(messages.tooManyChildren(MAX_CHILDREN_PER_SUPPORTER));
    const { childLearnerAccounts } = await indy.getChildLearnerAccounts({}, bearer(supporter.idToken));
    expect(childLearnerAccounts).toHaveLength(MAX_CHILDREN_PER_SUPPORTER);
    // The refused child left no Firebase user behind.
    await expect(signInChild(username)).rejects.toThrow();
    await expect(signIn(supporter.email, "Secret123")).resolves.toBeTruthy();
  });
});
