import { Code, type ConnectError } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState, WeeklyEmailSubscriptionState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { baseEnvSchema, type DatabaseHandle, EmailLinks, loadConfig } from "@sumwise/kit";
import { defaultFeatureFlags } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  connectClientOf,
  grpcWebClientOf,
  signInAnonymously,
  signUpLearner,
  startTestStack,
  testDatabases,
  testEnv,
  testPassword,
  uniqueEmail,
} from "@sumwise/stack/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { childRequest, errorOf, signUpSupporter, uniqueUsername } from "./children-helpers.js";

const emulator = "http://127.0.0.1:9099";

/** A fresh ID token (with the claims set since), as getIdToken(true) does. */
async function refresh(refreshToken: string): Promise<string> {
  const response = await fetch(`${emulator}/securetoken.googleapis.com/v1/token?key=test-api-key`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
  });
  return ((await response.json()) as { id_token: string }).id_token;
}

function violations(error: ConnectError | undefined): Record<string, string> {
  const detail = error?.findDetails(BadRequestSchema)[0];
  return Object.fromEntries((detail?.fieldViolations ?? []).map((v) => [v.field, v.description]));
}

describe.each(testDatabases())("flags, demo users, onboarding and unsubscribe on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  // The services' own configuration, so the test signs links with the same key.
  const links = EmailLinks.fromConfig(loadConfig(baseEnvSchema, { ...testEnv }));

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: the test plays the operator, writing the tables with SQL.
  const indyDb = () => database.forSchema<any>("indy");
  const setGlobal = (name: string, enabled: boolean) =>
    indyDb().updateTable("feature_flag").set({ enabled }).where("name", "=", name).execute();
  const flagsOf = async (options?: { headers: Record<string, string> }, name = "") =>
    JSON.parse((await indy.getFeatureFlagsForUser({ name }, options)).featureFlagsJson) as Record<string, boolean>;
  const idOf = (name: string) => name.replace("indyUsers/", "");

  afterEach(async () => {
    await setGlobal("showMaintenancePage", false);
    await setGlobal("enableDemo", true);
  });

  describe("GetFeatureFlagsForUser", () => {
    it("gives signed-out visitors the default set as one JSON text, through the gateway too", async () => {
      expect(await flagsOf()).toEqual(defaultFeatureFlags);
      const browser = grpcWebClientOf(IndyService, stack.url);
      const { featureFlagsJson } = await browser.getFeatureFlagsForUser({});
      expect(JSON.parse(featureFlagsJson)).toEqual(defaultFeatureFlags);
    });

    it("follows an operator's SQL change of a global flag", async () => {
      await setGlobal("showMaintenancePage", true);
      expect((await flagsOf()).showMaintenancePage).toBe(true);
    });

    it("applies a user's override only for that verified user, never for unverified or anonymous callers", async () => {
      const learner = await signUpLearner(indy, "Flo");
      const other = await signUpLearner(indy, "Gus");
      const unverified = await signUpLearner(indy, "Una", { verified: false });
      await setGlobal("showMaintenancePage", true);
      for (const user of [learner, unverified]) {
        await indyDb()
          .insertInto("feature_flag_override")
          .values({ user_id: idOf(user.name), name: "showMaintenancePage", enabled: false })
          .execute();
      }

      expect((await flagsOf(bearer(learner.idToken), learner.name)).showMaintenancePage).toBe(false);
      expect((await flagsOf(bearer(learner.idToken))).showMaintenancePage).toBe(false);
      expect((await flagsOf(bearer(other.idToken), other.name)).showMaintenancePage).toBe(true);
      // Unverified: the default set, even with the user's own override stored.
      expect((await flagsOf(bearer(unverified.idToken), unverified.name)).showMaintenancePage).toBe(true);
      const anonymous = await signInAnonymously();
      expect((await flagsOf(bearer(anonymous.idToken))).showMaintenancePage).toBe(true);
    });

    it("refuses another user's name and a malformed one", async () => {
      const learner = await signUpLearner(indy, "Hal");
      const other = await signUpLearner(indy, "Ivy");
      expect((await errorOf(flagsOf(bearer(learner.idToken), other.name)))?.code).toBe(Code.PermissionDenied);
      expect((await errorOf(flagsOf(undefined, learner.name)))?.code).toBe(Code.PermissionDenied);
      const malformed = await errorOf(flagsOf(undefined, "users/1"));
      expect(malformed?.code).toBe(Code.InvalidArgument);
      expect(violations(malformed).name).toMatch(/indyUsers/);
    });
  });

  describe("competition entry (CreateIndyAccount, CreateChildIndyAccount)", () => {
    afterEach(() => setGlobal("enableCompetition", false));
    const enteredOf = async (name: string) =>
      (
        await indyDb()
          .selectFrom("indy_user")
          .select("enter_competition")
          .where("id", "=", idOf(name))
          .executeTakeFirstOrThrow()
      ).enter_competition as boolean;

    it("records an entry only while the competition flag is on", async () => {
      const supporter = await signUpSupporter(indy, "Comp");
      const signUpEntering = async () => {
        const { indyUser } = await indy.createIndyAccount({
          indyUser: {
            email: uniqueEmail("entrant"),
            firstName: "Ena",
            lastName: "Trant",
            dateOfBirth: { year: 2010, month: 5, day: 1 },
            learnerState: RoleState.ENABLED,
            supporterState: RoleState.DISABLED,
          },
          password: testPassword,
          termsAccepted: true,
          enterCompetition: true,
        });
        const { childIndyUser } = await indy.createChildIndyAccount(
          childRequest(uniqueUsername("entrant")),
          bearer(supporter.idToken),
        );
        return [indyUser?.name ?? "", childIndyUser?.name ?? ""];
      };

      for (const name of await signUpEntering()) expect(await enteredOf(name)).toBe(false);
      await setGlobal("enableCompetition", true);
      for (const name of await signUpEntering()) expect(await enteredOf(name)).toBe(true);
    });
  });

  describe("GetOrCreateAnonymousIndyUser", () => {
    it("creates one anonymous user per anonymous sign-in, sets its claims, and lets it log in", async () => {
      const visitor = await signInAnonymously();
      const first = await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
      expect(first.indyUser?.anonymousState).toBe(true);
      expect(first.indyUser?.email).toBe("");
      const again = await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
      expect(again.indyUser?.name).toBe(first.indyUser?.name);
      const refreshed = await refresh(visitor.refreshToken);
      const claims = JSON.parse(Buffer.from(refreshed.split(".")[1] ?? "", "base64url").toString());
      expect(claims.sw_user).toBe(first.indyUser?.name);
      expect(claims.sw_roles).toEqual(["anonymous"]);
      const { user } = await indy.login({}, bearer(refreshed));
      expect(user?.anonymousState).toBe(true);
    });

    it("refuses anonymous users on non-demo RPCs", async () => {
      const visitor = await signInAnonymously();
      const { indyUser } = await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
      const token = await refresh(visitor.refreshToken);
      // Thunks, not promises: a promise created up front would reject before its turn in the loop and
      // surface as an unhandled rejection.
      for (const call of [
        () => indy.getOrCreateOnboardingState({}, bearer(token)),
        () => indy.updateOnboardingState({ onboardingState: { seenLeagueTable: true } }, bearer(token)),
        () => indy.getIndyUser({ name: indyUser?.name ?? "" }, bearer(token)),
      ]) {
        const error = await errorOf(call());
        expect(error?.code).toBe(Code.PermissionDenied);
        expect(error?.rawMessage).toBe("This is not part of the demo. Sign up to use it.");
      }
      expect(
        await indyDb()
          .selectFrom("onboarding_state")
          .selectAll()
          .where("user_id", "=", idOf(indyUser?.name ?? ""))
          .execute(),
      ).toEqual([]);
    });

    it("refuses a signed-in account and works only while the demo flag is on", async () => {
      const learner = await signUpLearner(indy, "Jo");
      expect((await errorOf(indy.getOrCreateAnonymousIndyUser({}, bearer(learner.idToken))))?.code).toBe(
        Code.PermissionDenied,
      );
      expect((await errorOf(indy.getOrCreateAnonymousIndyUser({})))?.code).toBe(Code.Unauthenticated);
      await setGlobal("enableDemo", false);
      const visitor = await signInAnonymously();
      expect((await errorOf(indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken))))?.code).toBe(
        Code.FailedPrecondition,
      );
      const rows = await indyDb().selectFrom("indy_user").select("id").where("anonymous", "=", true).execute();
      const count = rows.length;
      await setGlobal("enableDemo", true);
      await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
      const after = await indyDb().selectFrom("indy_user").select("id").where("anonymous", "=", true).execute();
      expect(after.length).toBe(count + 1);
    });
  });

  describe("onboarding state", () => {
    it("starts unspecified with nextHintMessage -1 and changes only the flags sent", async () => {
      const learner = await signUpLearner(indy, "Kit");
      const { onboardingState: initial } = await indy.getOrCreateOnboardingState({}, bearer(learner.idToken));
      expect(initial?.name).toBe(`${learner.name}/onboardingState`);
      expect(initial?.nextHintMessage).toBe(-1);
      expect(initial?.seenLeagueTable).toBeUndefined();
      expect(initial?.hasAnsweredQuestion).toBeUndefined();

      await indy.updateOnboardingState(
        { onboardingState: { seenLeagueTable: true, hasAnsweredQuestion: false, nextHintMessage: 2 } },
        bearer(learner.idToken),
      );
      const { onboardingState: updated } = await indy.updateOnboardingState(
        { onboardingState: { hasWatchedFirstOnboardingVideo: true } },
        bearer(learner.idToken),
      );
      expect(updated).toMatchObject({
        seenLeagueTable: true,
        hasAnsweredQuestion: false,
        hasWatchedFirstOnboardingVideo: true,
        nextHintMessage: 2,
      });
      expect(updated?.seenFocusTopics).toBeUndefined();
      const { onboardingState: read } = await indy.getOrCreateOnboardingState({}, bearer(learner.idToken));
      expect(read).toEqual(updated);
    });

    it("keeps each user's state their own", async () => {
      const ann = await signUpLearner(indy, "Ann");
      const bob = await signUpLearner(indy, "Bob");
      await indy.updateOnboardingState({ onboardingState: { seenFocusTopics: true } }, bearer(ann.idToken));
      // Bob cannot write Ann's state by naming it: refused, not redirected to his own.
      const naming = await errorOf(
        indy.updateOnboardingState(
          { onboardingState: { name: `${ann.name}/onboardingState`, seenFocusTopics: false, nextHintMessage: 5 } },
          bearer(bob.idToken),
        ),
      );
      expect(naming?.code).toBe(Code.PermissionDenied);
      await indy.updateOnboardingState(
        { onboardingState: { name: `${bob.name}/onboardingState`, seenFocusTopics: false } },
        bearer(bob.idToken),
      );
      const { onboardingState: annState } = await indy.getOrCreateOnboardingState({}, bearer(ann.idToken));
      expect(annState).toMatchObject({ seenFocusTopics: true, nextHintMessage: -1 });
      const { onboardingState: bobState } = await indy.getOrCreateOnboardingState({}, bearer(bob.idToken));
      expect(bobState).toMatchObject({ name: `${bob.name}/onboardingState`, seenFocusTopics: false });
      expect((await errorOf(indy.getOrCreateOnboardingState({})))?.code).toBe(Code.Unauthenticated);
    });

    it("refuses a bad hint index or an empty update and changes nothing", async () => {
      const learner = await signUpLearner(indy, "Cy");
      const bad = await errorOf(
        indy.updateOnboardingState(
          { onboardingState: { seenLeagueTable: true, nextHintMessage: -7 } },
          bearer(learner.idToken),
        ),
      );
      expect(bad?.code).toBe(Code.InvalidArgument);
      expect(violations(bad)["onboardingState.nextHintMessage"]).toMatch(/from -1 to 1000/);
      const empty = await errorOf(indy.updateOnboardingState({ onboardingState: {} }, bearer(learner.idToken)));
      expect(violations(empty).onboardingState).toBe("Set at least one onboarding flag to update.");
      const { onboardingState } = await indy.getOrCreateOnboardingState({}, bearer(learner.idToken));
      expect(onboardingState?.seenLeagueTable).toBeUndefined();
    });
  });

  describe("UpdateEmailSubscriptionState", () => {
    const stateOf = async (userName: string) =>
      (
        await indyDb()
          .selectFrom("email_subscription")
          .select("subscribed")
          .where("user_id", "=", idOf(userName))
          .where("type", "=", "weekly-activity")
          .executeTakeFirst()
      )?.subscribed as boolean | undefined;

    it("unsubscribes and resubscribes with a link's type and token, without signing in, through the gateway", async () => {
      const learner = await signUpLearner(indy, "Dee");
      const url = new URL(links.unsubscribeUrl(learner.name, "weekly-activity"));
      expect(url.pathname).toBe("/email/unsubscribe");
      const type = url.searchParams.get("type") ?? "";
      const token = url.searchParams.get("token") ?? "";
      const browser = grpcWebClientOf(IndyService, stack.url);
      expect(await browser.updateEmailSubscriptionState({ type, token, subscribed: false })).toMatchObject({
        type: "weekly-activity",
        subscribed: false,
      });
      expect(await stateOf(learner.name)).toBe(false);
      await browser.updateEmailSubscriptionState({ type, token, subscribed: true });
      expect(await stateOf(learner.name)).toBe(true);
    });

    it("shows the weekly email choice in the session user record at the next login", async () => {
      const learner = await signUpLearner(indy, "Wes");
      const subscribed = await indy.login({}, bearer(learner.idToken));
      expect(subscribed.user?.weeklyEmailSubscriptionState).toBe(WeeklyEmailSubscriptionState.SUBSCRIBED);
      const token = links.unsubscribeToken(learner.name, "weekly-activity");
      await indy.updateEmailSubscriptionState({ type: "weekly-activity", token, subscribed: false });
      const unsubscribed = await indy.login({}, bearer(learner.idToken));
      expect(unsubscribed.user?.weeklyEmailSubscriptionState).toBe(WeeklyEmailSubscriptionState.UNSUBSCRIBED);
    });

    it("changes nothing for a forged or edited token", async () => {
      const victim = await signUpLearner(indy, "Eve");
      const attacker = await signUpLearner(indy, "Mal");
      const own = links.unsubscribeToken(attacker.name, "weekly-activity");
      const forged = `${idOf(victim.name)}.${own.split(".")[1]}`;
      for (const token of [forged, `${own.slice(0, -2)}xx`, "made-up.token"]) {
        const error = await errorOf(
          indy.updateEmailSubscriptionState({ type: "weekly-activity", token, subscribed: false }),
        );
        expect(error?.code).toBe(Code.PermissionDenied);
        expect(error?.rawMessage).toBe("This unsubscribe link is not valid.");
      }
      expect(await stateOf(victim.name)).toBeUndefined();
      expect(await stateOf(attacker.name)).toBeUndefined();
    });

    it("names each missing or unknown field", async () => {
      const missing = await errorOf(indy.updateEmailSubscriptionState({ type: "", token: "", subscribed: false }));
      expect(missing?.code).toBe(Code.InvalidArgument);
      expect(violations(missing)).toEqual({ type: "type is required.", token: "token is required." });
      const unknown = await errorOf(
        indy.updateEmailSubscriptionState({ type: "newsletter", token: "x.y", subscribed: false }),
      );
      expect(violations(unknown).type).toBe('Unknown email type "newsletter".');
    });
  });
});
