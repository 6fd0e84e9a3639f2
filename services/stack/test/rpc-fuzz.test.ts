import {
  create,
  type DescField,
  type DescMessage,
  type DescMethod,
  type DescService,
  type Message,
  ScalarType,
} from "@bufbuild/protobuf";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import { activityService } from "@sumwise/activity";
import { indyService } from "@sumwise/indy";
import { controlCharacterMessage, type DatabaseHandle } from "@sumwise/kit";
import { learningService } from "@sumwise/learning";
import { paymentService } from "@sumwise/payment";
import type { RunningStack } from "@sumwise/stack";
import { type Cast, createCast, generatedServices, startTestStack, testDatabases } from "@sumwise/stack/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Property: whatever a caller sends, no RPC answers `internal` or `unknown` (issue 7 §5): bad input
 * is InvalidArgument (or another deliberate refusal), and the services still answer afterwards.
 * Requests are generated from each method's message in gen/, so a new RPC is fuzzed with no change
 * here: text with NUL and other control characters, emoji and very long strings, numbers at and
 * past their limits, NaN, enum values out of range, lists and nested messages; then random bytes as
 * binary bodies (Connect and gRPC-web framing).
 */
const modules = [indyService, learningService, activityService, paymentService];
const runsPerMethod = 20;
const malformedBodiesPerMethod = 3;

const awkwardText = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "Ada\u0007", "\u001b[31m", "\u0085", "😀🧮", " ", "", "x".repeat(5_000)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

function scalarArbitrary(type: ScalarType): fc.Arbitrary<unknown> {
  switch (type) {
    case ScalarType.STRING:
      return awkwardText;
    case ScalarType.BOOL:
      return fc.boolean();
    case ScalarType.BYTES:
      return fc.uint8Array({ maxLength: 64 });
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0));
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return fc.oneof(fc.constantFrom(0, 1, 2 ** 32 - 1), fc.nat({ max: 2 ** 32 - 1 }));
    default:
      return fc.oneof(fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)), fc.integer());
  }
}

function fieldArbitrary(field: DescField, depth: number): fc.Arbitrary<unknown> | undefined {
  const single = (): fc.Arbitrary<unknown> | undefined => {
    if (field.fieldKind === "scalar") return scalarArbitrary(field.scalar);
    if (field.fieldKind === "enum") return fc.integer({ min: -3, max: 40 });
    if (field.fieldKind === "message") return depth < 2 ? messageArbitrary(field.message, depth + 1) : undefined;
    if (field.fieldKind === "list") {
      const item =
        field.listKind === "scalar"
          ? scalarArbitrary(field.scalar)
          : field.listKind === "enum"
            ? fc.integer({ min: -3, max: 40 })
            : depth < 2
              ? messageArbitrary(field.message, depth + 1)
              : undefined;
      return item ? fc.array(item, { maxLength: 3 }) : undefined;
    }
    if (field.fieldKind === "map" && field.mapKind === "scalar") {
      return fc.dictionary(fc.string({ maxLength: 8 }), scalarArbitrary(field.scalar), { maxKeys: 2 });
    }
    return undefined;
  };
  return single();
}

function messageArbitrary(schema: DescMessage, depth = 0): fc.Arbitrary<Message> {
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of schema.fields) {
    if (field.oneof) continue;
    const arbitrary = fieldArbitrary(field, depth);
    if (arbitrary) parts[field.localName] = arbitrary;
  }
  return fc.record(parts, { requiredKeys: [] }).map((init) => {
    try {
      return create(schema, init as never);
    } catch {
      return create(schema);
    }
  });
}

type Answer = Code | "ok";

async function callWith(service: DescService, method: DescMethod, url: string, message: Message, headers: object) {
  const client = createClient(
    service,
    createConnectTransport({ baseUrl: url, httpVersion: "1.1" }),
  ) as unknown as Record<string, (request: Message, options: object) => unknown>;
  const controller = new AbortController();
  const options = { headers, signal: controller.signal, timeoutMs: 15_000 };
  try {
    const invoke = client[method.localName]!;
    if (method.methodKind === "server_streaming") {
      for await (const _first of invoke(message, options) as AsyncIterable<unknown>) {
        controller.abort();
        return "ok";
      }
      return "ok";
    }
    await (invoke(message, options) as Promise<unknown>);
    return "ok";
  } catch (error) {
    return ConnectError.from(error).code;
  }
}

/** A body that is not the method's message, sent as Connect (raw) and as gRPC-web (enveloped). */
async function sendMalformed(
  url: string,
  service: DescService,
  method: DescMethod,
  body: Uint8Array,
  headers: object,
  framing?: "connect" | "grpc-web",
) {
  const path = `${url}/${service.typeName}/${method.name}`;
  const grpcWeb = framing ? framing === "grpc-web" : method.methodKind === "server_streaming" || body.length % 2 === 0;
  const framed = grpcWeb ? new Uint8Array([0, ...new Uint8Array(new Uint32Array([0]).buffer), ...body]) : body;
  if (grpcWeb) new DataView(framed.buffer).setUint32(1, body.length);
  const response = await fetch(path, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": grpcWeb ? "application/grpc-web+proto" : "application/proto",
      ...(grpcWeb ? { "x-grpc-web": "1" } : { "connect-protocol-version": "1" }),
    },
    body: framed,
    signal: AbortSignal.timeout(15_000),
  });
  const payload = new Uint8Array(await response.arrayBuffer());
  if (!grpcWeb) {
    if (response.ok) return "ok";
    const code = (JSON.parse(new TextDecoder().decode(payload)) as { code?: string }).code ?? "unknown";
    return codeFromName(code);
  }
  const status =
    response.headers.get("grpc-status") ?? /grpc-status: ?(\d+)/.exec(new TextDecoder().decode(payload))?.[1];
  return status === undefined || status === "0" ? "ok" : (Number(status) as Code);
}

function codeFromName(name: string): Code {
  const camel = name.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());
  const key = camel.charAt(0).toUpperCase() + camel.slice(1);
  return (Code as unknown as Record<string, Code>)[key] ?? Code.Unknown;
}

describe.each(testDatabases())("every RPC under arbitrary input on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let cast: Cast;
  let services: DescService[];

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    cast = await createCast(stack);
    services = await generatedServices();
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const served = () =>
    services.flatMap((service) => {
      const module = modules.find((candidate) => candidate.policies.service.typeName === service.typeName);
      return module
        ? service.methods.map((method) => ({ service, method, url: stack.services[module.name]!.url }))
        : [];
    });

  it("never answers internal or unknown, and every service answers afterwards", async () => {
    const counts = new Map<string, number>();
    const failures: string[] = [];
    const note = (label: string, answer: Answer, request: string) => {
      const name = answer === "ok" ? "ok" : Code[answer];
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (answer === Code.Internal || answer === Code.Unknown)
        failures.push(`${label} → ${name}: ${request.slice(0, 300)}`);
    };
    const callers = [
      { label: "learner", headers: { authorization: `Bearer ${cast.learner.idToken}` } },
      { label: "supporter", headers: { authorization: `Bearer ${cast.supporter.idToken}` } },
      { label: "no credential", headers: {} },
    ];
    let seed = 1;
    for (const { service, method, url } of served()) {
      const requests = fc.sample(messageArbitrary(method.input), { numRuns: runsPerMethod, seed: seed++ });
      for (const [index, request] of requests.entries()) {
        const caller = callers[index % callers.length]!;
        const answer = await callWith(service, method, url, request, caller.headers);
        const shown = JSON.stringify(request, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
        note(`${service.name}.${method.name} (${caller.label})`, answer, shown);
      }
      const bodies = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 64 }), {
        numRuns: malformedBodiesPerMethod,
        seed: seed++,
      });
      for (const body of bodies) {
        const answer = await sendMalformed(url, service, method, body, callers[0]!.headers);
        note(`${service.name}.${method.name} (malformed body)`, answer, `bytes ${Buffer.from(body).toString("hex")}`);
      }
    }
    console.info(
      `rpc fuzz: ${served().length} methods, ${[...counts.values()].reduce((a, b) => a + b, 0)} calls; by code: ${[...counts.entries()].map(([code, n]) => `${code} ${n}`).join(", ")}`,
    );
    expect(failures.join("\n")).toBe("");

    // Every service still answers an ordinary call.
    for (const module of modules) {
      const response = await fetch(`${stack.services[module.name]!.url}/readyz`);
      expect(response.status).toBe(200);
    }
    const flags = await callWith(
      services.find((s) => s.typeName === indyService.policies.service.typeName)!,
      indyService.policies.service.methods.find((m) => m.name === "GetFeatureFlagsForUser")!,
      stack.services.indy!.url,
      create(indyService.policies.service.methods.find((m) => m.name === "GetFeatureFlagsForUser")!.input),
      {},
    );
    expect(flags).toBe("ok");
  }, 300_000);

  it("answers a body that is not the message, and NUL in a login name, with InvalidArgument a person can act on", async () => {
    const indy = services.find((s) => s.typeName === indyService.policies.service.typeName)!;
    const passwordLogin = indy.methods.find((m) => m.name === "PasswordLogin")!;
    // Field 1 (identifier) claims 255 bytes and the body ends after two.
    const truncated = new Uint8Array([0x0a, 0xff]);
    for (const framing of ["connect", "grpc-web"] as const) {
      expect(await sendMalformed(stack.services.indy!.url, indy, passwordLogin, truncated, {}, framing)).toBe(
        Code.InvalidArgument,
      );
    }
    const client = createClient(
      indy,
      createConnectTransport({ baseUrl: stack.services.indy!.url, httpVersion: "1.1" }),
    );
    const error = await (client as unknown as Record<string, (r: object) => Promise<unknown>>).passwordLogin!({
      identifier: "ada\u0000lovelace",
      password: "Secret123",
    }).then(() => undefined, ConnectError.from);
    expect(error?.code).toBe(Code.InvalidArgument);
    expect(error?.rawMessage).toContain(controlCharacterMessage);
  });
});
