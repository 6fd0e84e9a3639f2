import { existsSync, readFileSync, writeFileSync } from "node:fs";
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { PaymentMethodsApi } from "./api-payment-methods.js";
import { SubscriptionsApi } from "./api-subscriptions.js";
import { Billing } from "./billing.js";
import { challengePage, challengeScript } from "./challenge-page.js";
import { type Form, parseForm, str, strings } from "./form.js";
import { customerJson, expand, type Json, paymentMethodJson, subscriptionJson } from "./render.js";
import { seedCatalogue } from "./seed.js";
import { EmulatorState, type IntentRecord } from "./state.js";
import { StripeError } from "./stripe-error.js";
import { type WebhookEndpoint, Webhooks } from "./webhooks.js";

export interface StripeEmulatorOptions {
  secretKey: string;
  publishableKey: string;
  /** Where signed events go (PaymentService's webhook, usually through the gateway). */
  webhook?: WebhookEndpoint;
  /** The address browsers use for the 3-D Secure page (through the gateway: "/stripe-emulator"). */
  publicBaseUrl?: string;
  /** A JSON file to keep the state in across restarts (make start); none keeps it in memory. */
  dataFile?: string;
}

export interface StripeEmulator {
  app: FastifyInstance;
  state: EmulatorState;
  billing: Billing;
  webhooks: Webhooks;
}

type Handler = (form: Form, params: Record<string, string>) => Json;
type Access = "secret" | "publishable";

/**
 * A local Stripe for development and tests: the subset of Stripe's API that PaymentService and the
 * web's local card form use, with Stripe's object shapes, errors, idempotency keys, test cards and
 * signed webhooks. The real `stripe` SDK talks to it through its host, port and protocol options.
 * Test-only controls live under /_emulator (moving the clock to renew subscriptions).
 */
export function buildStripeEmulator(options: StripeEmulatorOptions): StripeEmulator {
  const state = new EmulatorState();
  seedCatalogue(state);
  if (options.dataFile && existsSync(options.dataFile)) state.load(JSON.parse(readFileSync(options.dataFile, "utf8")));
  const webhooks = new Webhooks(state);
  webhooks.setEndpoint(options.webhook);
  const billing = new Billing(state, (type, object) => webhooks.emit(type, object));
  const baseUrl = options.publicBaseUrl ?? "";
  const methods = new PaymentMethodsApi(state, billing, baseUrl);
  const subscriptions = new SubscriptionsApi(state, billing, methods);
  const app = fastify({ logger: false });

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, parseForm(String(body))),
  );

  const keyOf = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    return header.startsWith("Bearer ") ? header.slice(7) : "";
  };

  const route = (method: "GET" | "POST" | "DELETE", url: string, access: Access[], handler: Handler) => {
    app.route({
      method,
      url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const key = keyOf(request);
        const allowed =
          (access.includes("secret") && key === options.secretKey) ||
          (access.includes("publishable") && key === options.publishableKey);
        if (!allowed) {
          return reply.code(401).send({
            error: { type: "invalid_request_error", message: `Invalid API Key provided: ${key.slice(0, 8)}…` },
          });
        }
        const query = request.raw.url?.split("?")[1] ?? "";
        const form = { ...parseForm(query), ...((request.body as Form | undefined) ?? {}) };
        const idempotencyKey = request.headers["idempotency-key"];
        const cacheKey = typeof idempotencyKey === "string" ? `${method} ${request.url} ${idempotencyKey}` : undefined;
        const cached = cacheKey ? state.idempotent.get(cacheKey) : undefined;
        if (cached) return reply.code(cached.status).header("idempotent-replayed", "true").send(cached.body);
        let status = 200;
        let body: unknown;
        try {
          body = expand(
            handler(form, request.params as Record<string, string>),
            strings(form, "expand"),
            state,
            baseUrl,
          );
        } catch (error) {
          if (!(error instanceof StripeError)) throw error;
          status = error.status;
          body = { error: error.body };
        }
        // Stripe replays a key's first answer, errors included, except 5xx.
        if (cacheKey) state.idempotent.set(cacheKey, { status, body });
        return reply.code(status).header("request-id", state.id("req")).send(body);
      },
    });
  };

  const secret: Access[] = ["secret"];
  const either: Access[] = ["secret", "publishable"];
  route("POST", "/v1/customers", secret, (f) => methods.createCustomer(f));
  route("GET", "/v1/customers/:id", secret, (_f, p) => customerJson(methods.customer(p.id ?? "")));
  route("POST", "/v1/customers/:id", secret, (f, p) => methods.updateCustomer(p.id ?? "", f));
  route("POST", "/v1/payment_methods", either, (f) => methods.createPaymentMethod(f));
  route("GET", "/v1/payment_methods/:id", secret, (_f, p) => paymentMethodJson(methods.paymentMethod(p.id ?? "")));
  route("POST", "/v1/payment_methods/:id/attach", secret, (f, p) => methods.attach(p.id ?? "", f));
  route("POST", "/v1/setup_intents", secret, (f) => methods.createSetupIntent(f));
  route("GET", "/v1/setup_intents/:id", either, (f, p) =>
    methods.retrieveIntent(p.id ?? "", "setup_intent", str(f, "client_secret")),
  );
  route("POST", "/v1/setup_intents/:id/confirm", either, (f, p) => methods.confirm(p.id ?? "", "setup_intent", f));
  route("GET", "/v1/payment_intents/:id", either, (f, p) =>
    methods.retrieveIntent(p.id ?? "", "payment_intent", str(f, "client_secret")),
  );
  route("POST", "/v1/payment_intents/:id/confirm", either, (f, p) => methods.confirm(p.id ?? "", "payment_intent", f));
  route("GET", "/v1/prices", secret, (f) => subscriptions.listPrices(f));
  route("GET", "/v1/prices/:id", secret, (_f, p) => subscriptions.retrievePrice(p.id ?? ""));
  route("GET", "/v1/coupons/:id", secret, (_f, p) => subscriptions.retrieveCoupon(p.id ?? ""));
  route("GET", "/v1/promotion_codes", secret, (f) => subscriptions.listPromotionCodes(f));
  route("POST", "/v1/subscriptions", secret, (f) => subscriptions.createSubscription(f));
  route("GET", "/v1/subscriptions", secret, (f) => subscriptions.listSubscriptions(f));
  route("GET", "/v1/subscriptions/:id", secret, (_f, p) =>
    subscriptionJson(subscriptions.subscription(p.id ?? ""), state),
  );
  route("POST", "/v1/subscriptions/:id", secret, (f, p) => subscriptions.updateSubscription(p.id ?? "", f));
  route("DELETE", "/v1/subscriptions/:id", secret, (_f, p) => subscriptions.cancelNow(p.id ?? ""));
  route("GET", "/v1/invoices/upcoming", secret, (f) => subscriptions.upcomingInvoice(f));
  route("GET", "/v1/invoices/:id", secret, (_f, p) => subscriptions.retrieveInvoice(p.id ?? ""));
  route("POST", "/v1/invoices/:id/pay", secret, (f, p) => subscriptions.payInvoice(p.id ?? "", f));

  // The 3-D Secure test page (GET shows it, POST answers it and shows the answer: no redirect, which
  // the gateway's proxy would rewrite under its /stripe-emulator prefix).
  const showChallenge = (reply: FastifyReply, intent: IntentRecord) =>
    reply
      .type("text/html")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action 'self'; frame-ancestors 'self'",
      )
      .send(
        challengePage(intent, `${baseUrl}/3ds/${intent.id}?client_secret=${intent.clientSecret}`, `${baseUrl}/3ds.js`),
      );
  const challengeIntent = (request: FastifyRequest) => {
    const intent = state.intents.get((request.params as { id: string }).id);
    const secretGiven = (request.query as { client_secret?: string }).client_secret;
    return intent && intent.clientSecret === secretGiven ? intent : undefined;
  };
  app.get("/3ds.js", async (_request, reply) => reply.type("text/javascript").send(challengeScript));
  app.get("/3ds/:id", async (request, reply) => {
    const intent = challengeIntent(request);
    return intent ? showChallenge(reply, intent) : reply.code(404).send("Unknown intent");
  });
  app.post("/3ds/:id", async (request, reply) => {
    const intent = challengeIntent(request);
    if (!intent) return reply.code(404).send("Unknown intent");
    billing.authenticate(intent, str(request.body as Form, "result") === "pass");
    return showChallenge(reply, intent);
  });

  // Test controls (not Stripe's API): move the clock, read what was sent.
  app.post("/_emulator/advance", async (request) => {
    const seconds = Number((request.body as { seconds?: number } | undefined)?.seconds ?? 0);
    state.clockOffset += seconds;
    billing.tick();
    return { now: state.now() };
  });
  app.get("/_emulator/events", async () => state.events.map((e) => ({ id: e.id, type: e.type, created: e.created })));
  if (options.dataFile) {
    const file = options.dataFile;
    // Written after every change, whole (a few hundred kilobytes at most in development).
    app.addHook("onResponse", async (request) => {
      if (request.method !== "GET") writeFileSync(file, JSON.stringify(state));
    });
  }
  app.addHook("onClose", async () => webhooks.stop());

  return { app, state, billing, webhooks };
}
