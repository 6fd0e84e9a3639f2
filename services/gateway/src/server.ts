import fastifyCors from "@fastify/cors";
import fastifyHttpProxy from "@fastify/http-proxy";
import type { Logger } from "@sumwise/kit";
import { type FastifyBaseLogger, type FastifyInstance, fastify } from "fastify";
import type { GatewayConfig } from "./config.js";
import { type DevMailbox, registerDevMailbox } from "./dev-mailbox.js";
import { checkUpstreams } from "./health.js";
import { registerRequestSizeLimit } from "./request-size.js";
import { corsAllowedHeaders, corsExposedHeaders, internalHeaders, routeTable, stripeEmulatorPrefix } from "./routes.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerWebApp } from "./web-app.js";

/**
 * The gateway (what Envoy does in production): routes each service's RPC prefix to that service,
 * passing gRPC-web and Connect bodies through untouched (the services speak both), strips internal
 * headers, applies CORS and a timeout per route, logs every request, and serves the web app.
 */
export interface GatewayExtras {
  /** Development only: the mail catcher whose messages /dev/mailbox lists. */
  devMailbox?: DevMailbox;
}

export async function build(
  config: GatewayConfig,
  logger: Logger,
  extras: GatewayExtras = {},
): Promise<FastifyInstance> {
  const app = fastify({ loggerInstance: logger as FastifyBaseLogger, trustProxy: true });
  const origins = config.CORS_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  await app.register(fastifyCors, {
    origin: origins.length > 0 ? origins : false,
    methods: ["GET", "POST", "OPTIONS"],
    allowedHeaders: corsAllowedHeaders,
    exposedHeaders: corsExposedHeaders,
    maxAge: 7200,
  });
  registerSecurityHeaders(app, config);
  const routes = routeTable(config);
  registerRequestSizeLimit(
    app,
    routes.map((route) => route.prefix),
  );
  for (const route of routes) {
    await app.register(fastifyHttpProxy, {
      upstream: route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      httpMethods: ["POST", "GET"],
      undici: { headersTimeout: route.timeoutMs, bodyTimeout: route.timeoutMs },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const forwarded = { ...headers };
          for (const header of internalHeaders) delete forwarded[header];
          // The body's framing is the proxy's own: a chunked body arrives here whole (request-size.ts).
          delete forwarded["transfer-encoding"];
          // @fastify/http-proxy sends no X-Forwarded-For. Services trust only its rightmost entry
          // (login throttling), so append the TCP peer we saw; whatever the client sent stays to the left.
          const peer = request.raw.socket.remoteAddress ?? "unknown";
          const prior = headers["x-forwarded-for"];
          forwarded["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
          return forwarded;
        },
      },
    });
  }
  if (config.STRIPE_EMULATOR_URL !== "" && config.SUMWISE_ENV !== "production") {
    await app.register(fastifyHttpProxy, {
      upstream: config.STRIPE_EMULATOR_URL,
      prefix: stripeEmulatorPrefix,
      rewritePrefix: "",
      httpMethods: ["GET", "POST"],
    });
  }
  app.get("/healthz", async (_request, reply) => {
    const report = await checkUpstreams(routes);
    return reply.code(report.status === "ok" ? 200 : 503).send(report);
  });
  if (extras.devMailbox && config.SUMWISE_ENV !== "production") registerDevMailbox(app, extras.devMailbox);
  await registerWebApp(app, config);
  return app;
}
