import { setMaxListeners } from "node:events";
import {
  type ConnectRouter,
  createConnectRouter,
  createContextKey,
  createContextValues,
  type HandlerContext,
} from "@connectrpc/connect";
import { fastifyConnectPlugin } from "@connectrpc/connect-fastify";
import { type FastifyBaseLogger, type FastifyInstance, fastify } from "fastify";
import { authInterceptor } from "./auth/interceptor.js";
import { policyProblems, type ServicePolicies } from "./auth/policy.js";
import type { BaseConfig } from "./config.js";
import { parseTrustedProxies, resolveClientAddress } from "./http/client-address.js";
import { closeConnectionsWithUnreadBodies, maxRequestMessageBytes } from "./http/request-body.js";
import { checkBinaryBodies, requestChecks } from "./http/request-checks.js";
import type { ServiceDeps } from "./service.js";

export interface ServiceRoutes {
  name: string;
  routes: (router: ConnectRouter) => void;
  /** Who may call each method (accessPolicies in services/<svc>/src/routes/policies.ts). */
  policies: ServicePolicies;
  /**
   * Plain HTTP routes beside the RPCs, for callers that do not speak Connect (Stripe's webhooks).
   * Registered in their own Fastify scope, so they may parse bodies their own way.
   */
  http?: (app: FastifyInstance) => Promise<void>;
}

/** Thrown by buildServiceApp when the routes and the access policies differ: the service must not start. */
export class AccessPolicyError extends Error {
  override name = "AccessPolicyError";
}

/** The client a request came from (http/client-address.ts); see clientAddressOf. */
const clientAddressKey = createContextKey<string>("unknown", { description: "client address" });

/**
 * The address the request came from, for handlers that throttle by client address: the address a
 * trusted proxy (TRUSTED_PROXIES) says it saw, or the TCP peer of anyone else.
 */
export function clientAddressOf(ctx: HandlerContext): string {
  return ctx.values.get(clientAddressKey);
}

/** How long handlers get to finish when the service stops. */
const shutdownTimeoutMs = 5_000;

/**
 * The Fastify app of one service: its Connect routes behind the auth interceptor, plus
 * /healthz (the process is alive) and /readyz (its database answers). It does not listen:
 * main.ts does, so tests can build the same app and call it in-process.
 */
export async function buildServiceApp(deps: ServiceDeps<BaseConfig>, service: ServiceRoutes): Promise<FastifyInstance> {
  const { logger } = deps;
  checkPolicies(service);
  const trustedProxies = parseTrustedProxies(deps.config.TRUSTED_PROXIES);
  const app = fastify({ loggerInstance: logger as FastifyBaseLogger, bodyLimit: maxRequestMessageBytes });
  closeConnectionsWithUnreadBodies(app);
  const connectOptions: Parameters<typeof fastifyConnectPlugin>[1] = {
    routes: (router) => {
      service.routes(router);
      checkBinaryBodies(router);
    },
    interceptors: [
      requestChecks(logger),
      authInterceptor({
        auth: deps.auth,
        serviceTokens: deps.serviceTokens,
        policies: service.policies,
        logger,
      }),
    ],
    readMaxBytes: maxRequestMessageBytes,
    shutdownTimeoutMs,
    contextValues: (request) => {
      const forwardedFor = request.headers["x-forwarded-for"];
      const address = resolveClientAddress(
        Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
        request.socket.remoteAddress,
        trustedProxies,
      );
      return createContextValues().set(clientAddressKey, address);
    },
  };
  await app.register(fastifyConnectPlugin, connectOptions);
  if (service.http) await app.register(service.http);
  // Every request in flight listens on the plugin's one shutdown signal (it sets it on these
  // options): more than 10 at once is normal load, not the leak Node warns about.
  if (connectOptions.shutdownSignal) setMaxListeners(0, connectOptions.shutdownSignal);
  // A connection left half-open (a proxy that stopped mid-stream, e.g. WatchSession) would hold
  // app.close() until Node's header timeout (about a minute). Once Connect's grace period for
  // handlers is over, whatever is still connected is closed.
  app.addHook("preClose", (done) => {
    const timer = setTimeout(() => app.server.closeAllConnections(), shutdownTimeoutMs + 1_000);
    timer.unref();
    app.server.once("close", () => clearTimeout(timer));
    done();
  });
  app.get("/healthz", async () => ({ status: "ok", service: service.name }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await deps.database.ping();
      return { status: "ready", service: service.name };
    } catch (error) {
      logger.error({ err: error }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable", service: service.name });
    }
  });
  return app;
}

/** Every method the routes serve (router.service registers all of a service's methods) has a policy. */
function checkPolicies(service: ServiceRoutes): void {
  const probe = createConnectRouter();
  service.routes(probe);
  const problems = policyProblems(
    probe.handlers.map((handler) => handler.method),
    service.policies,
  );
  if (problems.length > 0) {
    throw new AccessPolicyError(`${service.name} service refuses to start: ${problems.join("; ")}`);
  }
}
