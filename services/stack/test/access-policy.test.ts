import type { DescMethod, DescService, Message } from "@bufbuild/protobuf";
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import { activityService } from "@sumwise/activity";
import { indyService } from "@sumwise/indy";
import {
  type AccessPolicy,
  type DatabaseHandle,
  policyRefusalHeader,
  type ServiceName,
  ServiceTokens,
  serviceTokenHeader,
} from "@sumwise/kit";
import { learningService } from "@sumwise/learning";
import { paymentService } from "@sumwise/payment";
import type { RunningStack } from "@sumwise/stack";
import {
  type Cast,
  type CastAccount,
  createCast,
  generatedServices,
  referencePaths,
  requestAimedAt,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The access matrix (README "How a request is authorised"): every method of every service in gen/ is
 * called by every kind of caller and checked against the policy its service declares; every request
 * field that names an account is aimed at other accounts, and no data of theirs may come back.
 * Nothing here names a method: a new RPC is covered as soon as it is generated and served.
 */
const modules = [indyService, learningService, activityService, paymentService];
const serviceNames: ServiceName[] = ["indy", "learning", "activity", "payment"];
const developmentSecret = "sumwise-development-service-token-secret-not-for-production";

type Profile =
  | { kind: "none" }
  | { kind: "service"; service: ServiceName }
  | { kind: "user"; hasAccount: boolean; demo: boolean; roles: readonly string[] };

interface TestCaller {
  label: string;
  profile: Profile;
  headers: (audience: ServiceName) => Promise<Record<string, string>>;
  /** The account behind the caller and the accounts they may act for (never aimed at). */
  own: string[];
}

/** What the declared policy says this caller gets: undefined (admitted) or the refusal's code. */
function expectedRefusal(policy: AccessPolicy, profile: Profile): Code | undefined {
  if (policy.kind === "public") return undefined;
  if (profile.kind === "none") return Code.Unauthenticated;
  if (profile.kind === "service") return policy.services.includes(profile.service) ? undefined : Code.PermissionDenied;
  if (policy.kind === "services") return Code.PermissionDenied;
  if (!profile.hasAccount) return policy.beforeAccount ? undefined : Code.Unauthenticated;
  if (profile.demo) return policy.demo ? undefined : Code.PermissionDenied;
  if (policy.roles.length === 0) return undefined;
  return policy.roles.some((role) => profile.roles.includes(role)) ? undefined : Code.PermissionDenied;
}

/** The answer's text in lower case with every string value of the request taken out. */
function withoutEchoes(text: string, request: Message): string {
  const sent: string[] = [];
  JSON.stringify(request, (_key, value: unknown) => {
    if (typeof value === "string" && value.length > 0) sent.push(value.toLowerCase());
    return typeof value === "bigint" ? `${value}` : value;
  });
  let rest = text.toLowerCase();
  for (const value of sent.sort((a, b) => b.length - a.length)) rest = rest.split(value).join(" ");
  return rest;
}

type Outcome = { ok: true; response: unknown } | { ok: false; error: ConnectError };

/** One call of any method: unary, or the first message of a server stream. */
async function call(
  service: DescService,
  method: DescMethod,
  baseUrl: string,
  message: Message,
  headers: Record<string, string>,
): Promise<Outcome> {
  const client = createClient(service, createConnectTransport({ baseUrl, httpVersion: "1.1" })) as unknown as Record<
    string,
    (request: Message, options: object) => unknown
  >;
  const controller = new AbortController();
  const options = { headers, signal: controller.signal, timeoutMs: 20_000 };
  try {
    const invoke = client[method.localName]!;
    if (method.methodKind === "server_streaming") {
      for await (const first of invoke(message, options) as AsyncIterable<unknown>) {
        controller.abort();
        return { ok: true, response: first };
      }
      return { ok: true, response: undefined };
    }
    return { ok: true, response: await (invoke(message, options) as Promise<unknown>) };
  } catch (error) {
    return { ok: false, error: ConnectError.from(error) };
  }
}

/** Runs the thunks with at most `width` in flight (the stack is shared; keep the machine responsive). */
async function inBatches<T>(thunks: Array<() => Promise<T>>, width = 6): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < thunks.length; i += width) {
    results.push(...(await Promise.all(thunks.slice(i, i + width).map((thunk) => thunk()))));
  }
  return results;
}

describe.each(testDatabases())("the access policy of every RPC on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let cast: Cast;
  let services: DescService[];
  let courseName: string;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database, { PUBLIC_URL: "https://sumwise.test" });
    cast = await createCast(stack);
    services = await generatedServices();
    courseName = (
      await database
        .forSchema<{ course: { name: string; active: boolean } }>("learning")
        .selectFrom("course")
        .select("name")
        .where("active", "=", true)
        .executeTakeFirstOrThrow()
    ).name;
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const bearerOf = (token: string) => async () => ({ authorization: `Bearer ${token}` });
  const tokenOf = (from: ServiceName) => async (audience: ServiceName) => ({
    [serviceTokenHeader]: await new ServiceTokens(developmentSecret, from).sign(audience),
  });
  const personal = (account: CastAccount): TestCaller => ({
    label: account.label,
    profile: {
      kind: "user",
      hasAccount: true,
      demo: account.roles.includes("anonymous"),
      roles: account.roles,
    },
    headers: bearerOf(account.idToken),
    own: [account.name, ...account.children],
  });
  const accounts = () => [
    cast.learner,
    cast.childAwaitingConsent,
    cast.consentedChild,
    cast.supporter,
    cast.otherSupporter,
    cast.otherChild,
    cast.demo,
  ];
  /** Every caller but the service token, whose service depends on the policy. */
  const people = (): TestCaller[] => [
    { label: "no credential", profile: { kind: "none" }, headers: async () => ({}), own: [] },
    ...accounts().map(personal),
    {
      label: cast.firebaseOnly.label,
      profile: { kind: "user", hasAccount: false, demo: false, roles: [] },
      headers: bearerOf(cast.firebaseOnly.idToken),
      own: [],
    },
  ];
  /** A service the policy does not name (the one that matters: named ones are checked too). */
  const unnamedService = (policy: AccessPolicy): TestCaller => {
    const named = policy.kind === "public" ? [] : policy.services;
    const service = serviceNames.find((name) => !named.includes(name)) ?? "indy";
    return {
      label: `service token of ${service}`,
      profile: { kind: "service", service },
      headers: tokenOf(service),
      own: [],
    };
  };
  const namedServices = (policy: AccessPolicy): TestCaller[] =>
    policy.kind === "public"
      ? []
      : policy.services.map((service) => ({
          label: `service token of ${service} (named)`,
          profile: { kind: "service", service },
          headers: tokenOf(service),
          own: [],
        }));

  const served = () =>
    services.flatMap((service) => {
      const module = modules.find((candidate) => candidate.policies.service.typeName === service.typeName);
      return service.methods.map((method) => ({ service, method, module }));
    });

  it("serves every generated service, with a policy for every method", () => {
    const unserved = served().filter((entry) => !entry.module?.policies.policyOf(entry.method));
    expect(unserved.map((entry) => `${entry.service.typeName}.${entry.method.name}`)).toEqual([]);
    expect(served().length).toBeGreaterThanOrEqual(23);
  });

  it("admits and refuses every caller exactly as each method's policy says", async () => {
    const violations: string[] = [];
    const checks = served().flatMap(({ service, method, module }) => {
      const policy = module!.policies.policyOf(method)!;
      const url = stack.services[module!.name]!.url;
      const callers = [...people(), unnamedService(policy), ...namedServices(policy)];
      return callers.map((caller) => async () => {
        const expected = expectedRefusal(policy, caller.profile);
        const outcome = await call(
          service,
          method,
          url,
          create(method.input),
          await caller.headers(module!.name as ServiceName),
        );
        const byPolicy = !outcome.ok && outcome.error.metadata.get(policyRefusalHeader) !== null;
        const got = outcome.ok ? "admitted" : `${Code[outcome.error.code]}${byPolicy ? " (policy)" : ""}`;
        const wrong = expected === undefined ? byPolicy : !byPolicy || (!outcome.ok && outcome.error.code !== expected);
        if (wrong) {
          violations.push(
            `${service.name}.${method.name} × ${caller.label}: expected ${expected === undefined ? "admitted" : Code[expected]}, got ${got}`,
          );
        }
        return caller.label;
      });
    });
    await inBatches(checks);
    const methods = served().length;
    console.info(
      `access matrix: ${methods} methods × ${people().length + 1} callers = ${methods * (people().length + 1)} (+${checks.length - methods * (people().length + 1)} named-service checks); violations: ${violations.length}`,
    );
    expect(violations.join("\n")).toBe("");
  });

  it("never gives one account another's data when a request names it", async () => {
    const violations: string[] = [];
    const allowed = new Set([
      Code.PermissionDenied,
      Code.NotFound,
      Code.InvalidArgument,
      Code.Unauthenticated,
      Code.AlreadyExists,
    ]);
    let calls = 0;
    const checks = served().flatMap(({ service, method, module }) => {
      if (!referencePaths(method.input).some((reference) => reference.kind !== "email")) return [];
      const policy = module!.policies.policyOf(method)!;
      const url = stack.services[module!.name]!.url;
      return [...people(), unnamedService(policy)].flatMap((caller) =>
        accounts()
          .filter((victim) => !caller.own.includes(victim.name))
          .map((victim) => async () => {
            const request = requestAimedAt(method.input, {
              account: victim.name,
              username: victim.username,
              session: victim.sessionId,
              email: victim.email,
              courseName,
            });
            if (!request) return;
            calls += 1;
            const outcome = await call(
              service,
              method,
              url,
              request,
              await caller.headers(module!.name as ServiceName),
            );
            const where = `${service.name}.${method.name} by ${caller.label} aimed at ${victim.label}`;
            const text = outcome.ok
              ? JSON.stringify(outcome.response, (_k, v) => (typeof v === "bigint" ? `${v}` : v))
              : outcome.error.rawMessage;
            // Repeating what the caller sent ('There is no lesson named "indyUsers/…"') tells them nothing
            // new: only what is left once the request's own strings are taken out can leak.
            const unsent = withoutEchoes(text, request);
            const leaks = [victim.name.replace("indyUsers/", ""), victim.email, victim.username].filter(
              (value): value is string => !!value && unsent.includes(value.toLowerCase()),
            );
            if (outcome.ok) violations.push(`${where}: succeeded`);
            else if (!allowed.has(outcome.error.code)) violations.push(`${where}: ${Code[outcome.error.code]} ${text}`);
            if (leaks.length > 0) violations.push(`${where}: the answer contains ${leaks.join(", ")}`);
          }),
      );
    });
    await inBatches(checks);
    console.info(`cross-account calls: ${calls}; violations: ${violations.length}`);
    expect(violations.join("\n")).toBe("");
  });
});
