import { Readable } from "node:stream";
import { Code, ConnectError } from "@connectrpc/connect";
import { encodeEnvelope } from "@connectrpc/connect/protocol";
import * as connect from "@connectrpc/connect/protocol-connect";
import * as grpc from "@connectrpc/connect/protocol-grpc";
import * as grpcWeb from "@connectrpc/connect/protocol-grpc-web";
import { maxRequestMessageBytes } from "@sumwise/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The largest RPC body the gateway passes on: one message at the services' limit in its 5-byte envelope. */
export const maxRpcBodyBytes = maxRequestMessageBytes + 5;

const tooLarge = () =>
  new ConnectError(
    `The request is too large: at most ${maxRequestMessageBytes} bytes are accepted.`,
    Code.ResourceExhausted,
  );

/** ResourceExhausted in the caller's own protocol, so its client reports the code and not "internal". */
function refuse(reply: FastifyReply, closeConnection: boolean): FastifyReply {
  const error = tooLarge();
  const contentType = reply.request.headers["content-type"] ?? "";
  if (closeConnection) reply.header("connection", "close");
  if (grpcWeb.contentTypeRegExp.test(contentType) || grpc.contentTypeRegExp.test(contentType)) {
    // A trailers-only answer: the status travels in the headers (and, for gRPC-web, a trailer frame).
    const trailer = grpc.setTrailerStatus(new Headers(), error);
    reply.code(200).header("content-type", contentType);
    for (const [key, value] of trailer) reply.header(key, value);
    const frame = grpcWeb.contentTypeRegExp.test(contentType)
      ? Buffer.from(encodeEnvelope(grpcWeb.trailerFlag, grpcWeb.trailerSerialize(trailer)))
      : Buffer.alloc(0);
    return reply.send(frame);
  }
  if (connect.contentTypeStreamRegExp.test(contentType)) {
    const endStream = JSON.stringify(connect.endStreamToJson(new Headers(), error, undefined));
    return reply
      .code(200)
      .header("content-type", contentType)
      .send(Buffer.from(encodeEnvelope(connect.endStreamFlag, new TextEncoder().encode(endStream))));
  }
  return reply
    .code(connect.codeToHttpStatus(Code.ResourceExhausted))
    .header("content-type", "application/json")
    .send(Buffer.from(connect.errorToJsonBytes(error, undefined)));
}

const isRpc = (request: FastifyRequest, prefixes: readonly string[]) =>
  request.method === "POST" && prefixes.some((prefix) => request.url.startsWith(prefix));

/**
 * Over-size RPC bodies never reach a service. One that declares its length is refused before it is
 * read; Node then reads and discards it, so the caller's keep-alive connection stays usable. One of
 * unknown length (chunked; browsers do not send those) is read here up to the limit and passed on
 * whole, with its length; past the limit the caller gets ResourceExhausted and its connection, whose
 * body is still arriving, is closed. A service, which closes such connections itself, never sees it.
 */
export function registerRequestSizeLimit(app: FastifyInstance, rpcPrefixes: readonly string[]): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!isRpc(request, rpcPrefixes)) return;
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared <= maxRpcBodyBytes) return;
    request.log.warn({ declared }, "refused an over-size request");
    return refuse(reply, false);
  });
  app.addHook("preHandler", async (request, reply) => {
    if (!isRpc(request, rpcPrefixes) || request.headers["content-length"] !== undefined) return;
    if (!(request.body instanceof Readable)) return;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxRpcBodyBytes) {
        request.log.warn("refused an over-size request of unknown length");
        return refuse(reply, true);
      }
      chunks.push(chunk);
    }
    request.body = Buffer.concat(chunks);
  });
}
