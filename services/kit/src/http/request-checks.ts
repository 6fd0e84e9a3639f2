import { type DescField, type DescMessage, fromBinary, isMessage, type Message } from "@bufbuild/protobuf";
import { Code, ConnectError, type ConnectRouter, createContextKey, type Interceptor } from "@connectrpc/connect";
import type { UniversalHandler, UniversalServerRequest } from "@connectrpc/connect/protocol";
import type { Logger } from "../logger.js";
import { maxRequestMessageBytes } from "./request-body.js";

/**
 * Bad input answers InvalidArgument with a message a person can act on, never `internal` (issue 7
 * §5). Two things Connect and the database would otherwise turn into internal errors:
 *
 * - A binary body that is not the method's message. Connect parses it before any interceptor runs
 *   and answers `internal` ("parse binary: …"). So each handler first tries the decode itself; a
 *   body that fails is swapped for an empty message and marked, and requestChecks() answers the mark
 *   with InvalidArgument, in the caller's protocol like any other error.
 * - Text with control characters. PostgreSQL refuses NUL in text (an internal error at the first
 *   insert); the others (bell, escape, …) are never meant in a name, an email or an answer. Tab and
 *   line breaks stay allowed.
 */
const malformedBodyKey = createContextKey<string | undefined>(undefined, { description: "malformed body" });

export const malformedBodyMessage =
  "The request could not be read: its body is not a valid message for this call. Please update or reload the app and try again.";
export const controlCharacterMessage =
  "This contains an invisible control character that cannot be saved. Please retype it without pasting and try again.";

/** Control characters other than tab, line feed and carriage return (C0, DEL and C1). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The field paths of every string (also in lists, maps and nested messages) holding a control character. */
export function fieldsWithControlCharacters(schema: DescMessage, message: Message, prefix = "", depth = 0): string[] {
  if (depth > 16) return [];
  const found: string[] = [];
  const record = message as unknown as Record<string, unknown>;
  for (const field of schema.fields) {
    const path = prefix ? `${prefix}.${field.localName}` : field.localName;
    const nested =
      field.fieldKind === "message" ||
      (field.fieldKind !== "scalar" && field.fieldKind !== "enum" && (field as { message?: DescMessage }).message)
        ? (field as { message: DescMessage }).message
        : undefined;
    for (const item of valuesOf(fieldValue(record, field))) {
      if (typeof item === "string" && hasControlCharacter(item)) found.push(path);
      else if (nested && isMessage(item)) found.push(...fieldsWithControlCharacters(nested, item, path, depth + 1));
    }
  }
  return [...new Set(found)];
}

export const invalidTimestampMessage = "This date or time is not valid. Please check it and try again.";

/** Earliest and latest instants a google.protobuf.Timestamp may hold (0001-01-01 to 9999-12-31, UTC). */
const minTimestampSeconds = -62_135_596_800n;
const maxTimestampSeconds = 253_402_300_799n;

/** The field paths of every google.protobuf.Timestamp outside its valid range (direct fields and lists). */
export function fieldsWithInvalidTimestamps(schema: DescMessage, message: Message, prefix = "", depth = 0): string[] {
  if (depth > 16) return [];
  const found: string[] = [];
  const record = message as unknown as Record<string, unknown>;
  for (const field of schema.fields) {
    const nested = (field as { message?: DescMessage }).message;
    if (!nested) continue;
    const path = prefix ? `${prefix}.${field.localName}` : field.localName;
    for (const item of valuesOf(fieldValue(record, field))) {
      if (!isMessage(item)) continue;
      if (nested.typeName === "google.protobuf.Timestamp") {
        const { seconds, nanos } = item as unknown as { seconds: bigint; nanos: number };
        const valid =
          seconds >= minTimestampSeconds && seconds <= maxTimestampSeconds && nanos >= 0 && nanos <= 999_999_999;
        if (!valid) found.push(path);
      } else found.push(...fieldsWithInvalidTimestamps(nested, item, path, depth + 1));
    }
  }
  return [...new Set(found)];
}

function fieldValue(record: Record<string, unknown>, field: DescField): unknown {
  if (field.oneof) {
    const oneof = record[field.oneof.localName] as { case?: string; value?: unknown } | undefined;
    return oneof?.case === field.localName ? oneof.value : undefined;
  }
  return record[field.localName];
}

function valuesOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === "object" && !isMessage(value) && !(value instanceof Uint8Array)) {
    // A map: its keys are text too.
    return [...Object.keys(value), ...Object.values(value as object)];
  }
  return [value];
}

/** The interceptor answering the two checks with InvalidArgument, and logging real internal errors. */
export function requestChecks(logger: Logger): Interceptor {
  return (next) => async (req) => {
    const malformed = req.contextValues.get(malformedBodyKey);
    if (malformed) {
      logger.info({ method: req.method.name, reason: malformed }, "refused a malformed request body");
      throw new ConnectError(malformedBodyMessage, Code.InvalidArgument);
    }
    const check = (message: Message) => {
      const fields = fieldsWithControlCharacters(req.method.input, message);
      if (fields.length > 0) {
        throw new ConnectError(`${controlCharacterMessage} (${fields.join(", ")})`, Code.InvalidArgument);
      }
      const times = fieldsWithInvalidTimestamps(req.method.input, message);
      if (times.length > 0)
        throw new ConnectError(`${invalidTimestampMessage} (${times.join(", ")})`, Code.InvalidArgument);
    };
    if (!req.stream) check(req.message as Message);
    else {
      // Streamed requests (WatchSession): each message is checked as the handler reads it.
      const input = req.message as AsyncIterable<Message>;
      req = {
        ...req,
        message: (async function* () {
          for await (const message of input) {
            check(message);
            yield message;
          }
        })(),
      } as typeof req;
    }
    try {
      return await next(req);
    } catch (error) {
      const code = error instanceof ConnectError ? error.code : Code.Unknown;
      if (code === Code.Internal || code === Code.Unknown) {
        logger.error({ err: error, method: `${req.service.typeName}/${req.method.name}` }, "internal error");
      }
      throw error;
    }
  };
}

/**
 * Wraps each handler of the router so that a binary body is decoded once before Connect does (see
 * above). Compressed bodies and JSON are left to Connect (JSON parse errors are InvalidArgument).
 */
export function checkBinaryBodies(router: ConnectRouter): void {
  const handlers = router.handlers;
  for (let i = 0; i < handlers.length; i++) {
    const handler = handlers[i]!;
    const wrapped = async (request: UniversalServerRequest) => handler(await checkedRequest(handler, request));
    handlers[i] = Object.assign(wrapped, handler) as UniversalHandler;
  }
}

async function checkedRequest(handler: UniversalHandler, request: UniversalServerRequest) {
  const contentType = request.header.get("content-type") ?? "";
  const enveloped = /^application\/(grpc-web|grpc-web\+proto|connect\+proto)$/.test(contentType);
  const raw = contentType === "application/proto";
  const compressed = request.header.has("content-encoding") && request.header.get("content-encoding") !== "identity";
  const body = request.body;
  if ((!enveloped && !raw) || compressed || request.method !== "POST" || !isByteStream(body)) return request;
  const { bytes, rest } = await readUpTo(body, maxCheckedBytes);
  // Larger than any message we accept: Connect refuses it (ResourceExhausted) as it reads on.
  if (rest) return { ...request, body: replay(bytes, rest) };
  const problem = enveloped ? envelopeProblem(handler, bytes) : decodeProblem(handler, bytes);
  if (!problem) return { ...request, body: single(bytes) };
  request.contextValues?.set(malformedBodyKey, problem);
  // An empty message in the same framing: Connect parses it, and the interceptor answers the mark.
  return { ...request, body: single(enveloped ? new Uint8Array(5) : new Uint8Array(0)) };
}

function decodeProblem(handler: UniversalHandler, bytes: Uint8Array): string | undefined {
  try {
    fromBinary(handler.method.input, bytes);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Each envelope: a flag byte, a 4-byte big-endian length, the message; compressed ones are skipped. */
function envelopeProblem(handler: UniversalHandler, bytes: Uint8Array): string | undefined {
  let offset = 0;
  while (offset < bytes.length) {
    if (bytes.length - offset < 5) return "a truncated envelope";
    const flags = bytes[offset]!;
    const length = new DataView(bytes.buffer, bytes.byteOffset + offset + 1, 4).getUint32(0);
    const start = offset + 5;
    if (start + length > bytes.length) return "an envelope longer than the body";
    if ((flags & 0b10) === 0 && (flags & 0b01) === 0) {
      const problem = decodeProblem(handler, bytes.subarray(start, start + length));
      if (problem) return problem;
    }
    offset = start + length;
  }
  return undefined;
}

function isByteStream(body: unknown): body is AsyncIterable<Uint8Array> {
  return typeof body === "object" && body !== null && Symbol.asyncIterator in body;
}

/** The limit of services/kit plus a gRPC-web or Connect envelope's header. */
const maxCheckedBytes = maxRequestMessageBytes + 5;

/** Reads the body up to `limit` bytes; `rest` is what is left when it is longer. */
async function readUpTo(
  body: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<{ bytes: Uint8Array; rest?: AsyncIterator<Uint8Array> }> {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
    if (size > limit) return { bytes: concat(chunks, size), rest: iterator };
  }
  return { bytes: concat(chunks, size) };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

async function* replay(first: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncIterable<Uint8Array> {
  yield first;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

async function* single(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
