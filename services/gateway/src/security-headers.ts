import type { FastifyInstance } from "fastify";
import type { GatewayConfig } from "./config.js";
import { stripeEmulatorPrefix } from "./routes.js";

/**
 * Where the web app may load from and talk to, by kind: the one place the Content-Security-Policy is
 * made. A new third party is added here and nowhere else.
 */
export function contentSecurityPolicySources(config: GatewayConfig): Record<string, string[]> {
  const firebase =
    config.FIREBASE_AUTH_EMULATOR_URL !== ""
      ? // Development and tests: the browser talks to the Auth emulator only.
        [new URL(config.FIREBASE_AUTH_EMULATOR_URL).origin]
      : // Production: Firebase Auth's Google identity endpoints.
        ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://www.googleapis.com"];
  // Firebase Auth opens a hidden frame on its auth domain for some sign-in flows.
  const authFrames = config.FIREBASE_AUTH_DOMAIN === "" ? [] : [`https://${config.FIREBASE_AUTH_DOMAIN}`];
  // Card payments: Stripe.js and its frames in production; the emulator's 3-D Secure test page
  // (same origin, under /stripe-emulator) in development and tests.
  const emulated = config.STRIPE_EMULATOR_URL !== "";
  const stripeScripts = emulated ? [] : ["https://js.stripe.com"];
  const stripeFrames = emulated ? ["'self'"] : ["https://js.stripe.com", "https://hooks.stripe.com"];
  const stripeApi = emulated ? [] : ["https://api.stripe.com"];
  const frames = [...authFrames, ...stripeFrames];
  return {
    "default-src": ["'self'"],
    // No inline script anywhere: index.html loads its one nomodule script from a file.
    "script-src": ["'self'", ...stripeScripts],
    // Inline styles stay allowed: maths typesetting (KaTeX, MathLive) positions glyphs with style
    // attributes. Styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...firebase, ...stripeApi],
    "frame-src": frames,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export function contentSecurityPolicy(config: GatewayConfig): string {
  return Object.entries(contentSecurityPolicySources(config))
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Headers on every response (no sniffing, no referrer beyond our origin, HTTPS only in production),
 * and the Content-Security-Policy on every HTML one (the app, its index.html fallback, the dev mailbox).
 * deploy/envoy/envoy.yaml adds the same ones in production.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): void {
  const policy = contentSecurityPolicy(config);
  // The emulator's 3-D Secure page is shown in a frame of our own pages, like Stripe's challenge.
  const framedPolicy = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  const production = config.SUMWISE_ENV === "production";
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    if (production) reply.header("strict-transport-security", "max-age=63072000; includeSubDomains");
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      const framed = !production && request.url.startsWith(`${stripeEmulatorPrefix}/`);
      reply.header("content-security-policy", framed ? framedPolicy : policy);
      reply.header("x-frame-options", framed ? "SAMEORIGIN" : "DENY");
    }
  });
}
