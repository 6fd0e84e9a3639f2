import { readdirSync } from "node:fs";
import path from "node:path";
import {
  create,
  type DescField,
  type DescMessage,
  type DescService,
  type Message,
  ScalarType,
} from "@bufbuild/protobuf";
import { repoRoot } from "../paths.js";

/**
 * Every service in gen/ (what `buf generate` wrote from proto/), so tests that walk the RPCs cover
 * a new method or service with no change of their own.
 */
export async function generatedServices(): Promise<DescService[]> {
  const root = path.join(repoRoot, "gen/sumwise");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("_pb.ts"));
  const services = new Map<string, DescService>();
  for (const file of files.sort()) {
    const module = (await import(`@sumwise/gen/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isService(value)) services.set(value.typeName, value);
    }
  }
  return [...services.values()];
}

function isService(value: unknown): value is DescService {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "service";
}

/**
 * What a request field names, judged by its proto name (the README's naming rule): `name` and
 * `*indy_user_name` an account (`indyUsers/{id}`), `username` a child's username, `session_id` a
 * session, `email` and `*_email` an email address.
 */
export type ReferenceKind = "account" | "username" | "session" | "email";

export function referenceKindOf(field: DescField): ReferenceKind | undefined {
  if (field.fieldKind !== "scalar" || field.scalar !== ScalarType.STRING) return undefined;
  const name = field.name;
  if (name === "name" || name.endsWith("indy_user_name")) return "account";
  if (name === "username") return "username";
  if (name === "session_id") return "session";
  if (name === "email" || name.endsWith("_email")) return "email";
  return undefined;
}

/** The dotted paths of the fields of a message (and of its messages, three deep) that name an account. */
export function referencePaths(schema: DescMessage, depth = 0): Array<{ path: string; kind: ReferenceKind }> {
  const found: Array<{ path: string; kind: ReferenceKind }> = [];
  for (const field of schema.fields) {
    const kind = referenceKindOf(field);
    if (kind) found.push({ path: field.localName, kind });
    if (field.fieldKind === "message" && depth < 3) {
      for (const inner of referencePaths(field.message, depth + 1)) {
        found.push({ path: `${field.localName}.${inner.path}`, kind: inner.kind });
      }
    }
  }
  return found;
}

export interface AimedValues {
  account: string;
  username: string | undefined;
  session: string;
  email: string;
  /** An active course name, so course fields are valid and a refusal is about whose course. */
  courseName: string;
}

/**
 * A request aimed at another account: every reference field holds that account's value and the other
 * fields hold valid-looking values (names, a child's password, a date of birth, a real course, true
 * booleans), so the handler's answer is about whose resource it is, not about missing input.
 * Undefined when the request names a username and the account has none.
 */
export function requestAimedAt(schema: DescMessage, values: AimedValues): Message | undefined {
  const init = initFor(schema, values, 0);
  return init ? create(schema, init) : undefined;
}

function initFor(schema: DescMessage, values: AimedValues, depth: number): Record<string, unknown> | undefined {
  const init: Record<string, unknown> = {};
  for (const field of schema.fields) {
    if (field.oneof) continue;
    if (field.fieldKind === "scalar") {
      const value = scalarFor(field, values);
      if (value === null) return undefined;
      if (value !== undefined) init[field.localName] = value;
    } else if (field.fieldKind === "message" && depth < 3) {
      if (field.message.typeName === "sumwise.common.v1.Date") {
        init[field.localName] = { year: new Date().getUTCFullYear() - 12, month: 3, day: 4 };
        continue;
      }
      const nested = initFor(field.message, values, depth + 1);
      if (nested === undefined) return undefined;
      if (Object.keys(nested).length > 0) init[field.localName] = nested;
    }
  }
  return init;
}

/** A value for one scalar field; undefined leaves the default, null means "cannot aim this request". */
function scalarFor(field: DescField & { fieldKind: "scalar" }, values: AimedValues): unknown {
  if (field.scalar === ScalarType.BOOL) return true;
  if (field.scalar !== ScalarType.STRING) return undefined;
  switch (referenceKindOf(field)) {
    case "account":
      return values.account;
    case "username":
      return values.username ?? null;
    case "session":
      return values.session;
    case "email":
      return values.email;
    default:
      break;
  }
  if (field.name.endsWith("first_name") || field.name.endsWith("last_name")) return "Mallory";
  if (field.name.endsWith("password")) return "Kidpass12";
  if (field.name === "course_name") return values.courseName;
  return undefined;
}
