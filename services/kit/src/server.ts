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
import type { ServiceDeps } from "./service.js";

export interface ServiceRoutes {
  name: string;
  routes: (router: ConnectRouter) => void;
  /** Who may call each method (accessPolicies in services/<svc>/src/routes/policies.ts). */
  policies: ServicePolicies;
}

/** Thrown by buildServiceApp when the routes and the access policies differ: the service must not start. */
export class AccessPolicyError extends Error {
  override name = "AccessPolicyError";
}

/** The TCP peer of the request (our proxy, or the client on a direct call); see peerAddressOf. */
const peerAddressKey = createContextKey<string | undefined>(undefined, { description: "TCP peer address" });

/** The address the request's connection came from, for handlers that throttle by client address. */
export function peerAddressOf(ctx: HandlerContext): string | undefined {
  return ctx.values.get(peerAddressKey);
}

/** How long handlers get to finish when the service stops. */
const shutdownTimeoutMs = 5_000;

/** Largest request body a service accepts; our messages are small. */
const readMaxBytes = 1024 * 1024;

/**
 * The Fastify app of one service: its Connect routes behind the auth interceptor, plus
 * /healthz (the process is alive) and /readyz (its database answers). It does not listen:
 * main.ts does, so tests can build the same app and call it in-process.
 */
export async function buildServiceApp(deps: ServiceDeps<BaseConfig>, service: ServiceRoutes): Promise<FastifyInstance> {
  const { logger } = deps;
  checkPolicies(service);
  const app = fastify({ loggerInstance: logger as FastifyBaseLogger, bodyLimit: readMaxBytes });
  await app.register(fastifyConnectPlugin, {
    routes: service.routes,
    interceptors: [
      authInterceptor({
        auth: deps.auth,
        serviceTokens: deps.serviceTokens,
        policies: service.policies,
        logger,
      }),
    ],
    readMaxBytes,
    shutdownTimeoutMs,
    contextValues: (request) => createContextValues().set(peerAddressKey, request.socket.remoteAddress),
  });
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
