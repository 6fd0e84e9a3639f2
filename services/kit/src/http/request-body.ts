import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

/** Largest request message a service accepts (Connect's readMaxBytes); our messages are small. */
export const maxRequestMessageBytes = 1024 * 1024;

/**
 * Connect answers ResourceExhausted as soon as a message is over the limit and stops reading the
 * body. The rest of it would stay unread on the keep-alive connection, so the next request there
 * (through a proxy's pool, another user's) would never be parsed. An answer that starts before the
 * request body has all arrived therefore says `Connection: close`: no client or proxy reuses the
 * connection, and Node closes it once the answer is sent.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    const body = request.raw;
    const response = reply.raw;
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!body.complete && !this.headersSent) this.setHeader("connection", "close");
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof writeHead;
    done();
  });
}
