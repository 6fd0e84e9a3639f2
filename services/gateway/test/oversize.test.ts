import http from "node:http";
import { Code } from "@connectrpc/connect";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { type DatabaseHandle, maxRequestMessageBytes, openDatabase } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { codeOf, connectClientOf, grpcWebClientOf, startTestStack } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** A public RPC that answers OK with an empty request. */
const rpcPath = "/sumwise.indy.v1.IndyService/GetFeatureFlagsForUser";
const overSize = maxRequestMessageBytes * 2;

/** A gRPC-web frame whose header declares a message of `size` bytes, and the message itself. */
function grpcWebFrame(size: number): Buffer {
  const frame = Buffer.alloc(5 + size, 0x41);
  frame.writeUInt8(0, 0);
  frame.writeUInt32BE(size, 1);
  return frame;
}

interface Answer {
  status: number;
  grpcStatus: string | undefined;
  reusedSocket: boolean;
  connection: string | undefined;
}

/** The grpc-status of a gRPC-web answer: in the headers (trailers-only) or in its trailer frame. */
function grpcStatusOf(headers: http.IncomingHttpHeaders, body: Buffer): string | undefined {
  const header = headers["grpc-status"];
  if (typeof header === "string") return header;
  return /grpc-status:\s*(\d+)/.exec(body.toString("latin1"))?.[1];
}

/**
 * One gRPC-web POST on `agent` (one keep-alive socket per agent). `chunked` sends the body without a
 * Content-Length, in pieces, as a streaming client would.
 */
function post(agent: http.Agent, baseUrl: string, body: Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(rpcPath, baseUrl), {
      method: "POST",
      agent,
      headers: {
        "content-type": "application/grpc-web+proto",
        "x-grpc-web": "1",
        ...(chunked ? {} : { "content-length": String(body.length) }),
      },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          grpcStatus: grpcStatusOf(response.headers, Buffer.concat(chunks)),
          reusedSocket: request.reusedSocket,
          connection: response.headers.connection,
        }),
      );
    });
    // A server that answers before the body is sent may close while we still write: not our test.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (!chunked) {
      request.end(body);
      return;
    }
    const piece = 64 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const ok = request.write(body.subarray(offset, offset + piece));
        offset += piece;
        if (!ok) return request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

describe("over-size requests", () => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  const agents: http.Agent[] = [];
  const oneSocket = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    // A stuck upstream connection would show as a 504 after this long, not as a hang.
    stack = await startTestStack(database, { RPC_TIMEOUT_MS: "10000" });
  });
  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await stack?.stop();
    await database?.close();
  });

  it("a service refuses one with ResourceExhausted and closes that connection instead of leaving it stuck", async () => {
    const agent = oneSocket();
    const indyUrl = stack.services.indy!.url;
    for (const chunked of [false, true]) {
      const refused = await post(agent, indyUrl, grpcWebFrame(overSize), chunked);
      expect(refused).toMatchObject({ grpcStatus: "8", connection: "close" });
      const next = await post(agent, indyUrl, grpcWebFrame(0));
      expect(next).toMatchObject({ status: 200, grpcStatus: "0" });
    }
  });

  it("the gateway refuses a declared over-size body itself and keeps the caller's connection usable", async () => {
    const agent = oneSocket();
    const refused = await post(agent, stack.url, grpcWebFrame(overSize));
    expect(refused).toMatchObject({ status: 200, grpcStatus: "8" });
    const next = await post(agent, stack.url, grpcWebFrame(0));
    expect(next).toMatchObject({ status: 200, grpcStatus: "0", reusedSocket: true });
    // What the browser's and the services' clients make of it.
    const huge = { indyUser: { firstName: "x".repeat(overSize) } };
    for (const client of [grpcWebClientOf(IndyService, stack.url), connectClientOf(IndyService, stack.url)]) {
      expect(await codeOf(client.createIndyAccount(huge))).toBe(Code.ResourceExhausted);
    }
  });

  it("after over-size bodies of unknown length, other callers through the upstream pool are answered", async () => {
    for (let round = 0; round < 6; round += 1) {
      const refused = await post(oneSocket(), stack.url, grpcWebFrame(overSize), true);
      expect(refused.grpcStatus).toBe("8");
      // The caller's body was still arriving: the gateway does not keep that connection.
      expect(refused.connection).toBe("close");
    }
    const others = await Promise.all(Array.from({ length: 24 }, () => post(oneSocket(), stack.url, grpcWebFrame(0))));
    expect(others.map((answer) => `${answer.status}/${answer.grpcStatus}`)).toEqual(others.map(() => "200/0"));
  });
});
