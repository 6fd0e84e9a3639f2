import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GatewayConfig } from "./config.js";
import { stripeEmulatorPrefix } from "./routes.js";

/** True for a browser navigation (a client route like /sign-up), as opposed to an API or asset request. */
function wantsHtml(request: FastifyRequest): boolean {
  return request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
}

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const immutable = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: each file pre-compressed at build time (brotli, gzip) as the browser
 * accepts, hashed assets cached for a year, everything else (index.html, favicon) revalidated. Client routes have no file, so a browser navigation that matches no
 * file gets index.html and react-router takes over; anything else unknown is a real 404.
 */
export async function registerWebApp(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const root = path.resolve(config.WEB_DIST);
  const hasBuild = existsSync(path.join(root, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const inAssets = path.relative(root, file).startsWith(`assets${path.sep}`);
        reply.header("cache-control", inAssets ? immutable : "no-cache");
      },
    });
  } else {
    app.log.warn({ root }, "no web build found: run `npm run build -w web`");
  }
  app.get("/app-config.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return {
      environment: config.SUMWISE_ENV,
      firebase: {
        apiKey: config.FIREBASE_API_KEY,
        authDomain: config.FIREBASE_AUTH_DOMAIN,
        projectId: config.FIREBASE_PROJECT_ID,
        authEmulatorUrl: config.FIREBASE_AUTH_EMULATOR_URL,
      },
      stripe: {
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        emulatorUrl: config.STRIPE_EMULATOR_URL === "" ? "" : stripeEmulatorPrefix,
      },
    };
  });
  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && wantsHtml(request)) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({ error: "Not Found", path: request.url });
  });
}
