import type { GatewayConfig } from "./config.js";

export interface UpstreamRoute {
  /** Path prefix of the service's RPCs: "/sumwise.indy.v1.IndyService". */
  prefix: string;
  service: "indy" | "learning" | "activity" | "payment";
  upstream: string;
  /** Milliseconds to wait for response headers and between body chunks; 0 for streams that idle. */
  timeoutMs: number;
}

/**
 * The route table: one entry per service, plus any streaming method that needs its own timeout
 * (more specific prefixes first). deploy/envoy/envoy.yaml holds the same table for production.
 */
export function routeTable(config: GatewayConfig): UpstreamRoute[] {
  const unary = config.RPC_TIMEOUT_MS;
  return [
    // The session stream idles between keep-alives (every 15 s) for as long as the page is open.
    {
      prefix: "/sumwise.indy.v1.IndyService/WatchSession",
      service: "indy",
      upstream: config.INDY_URL,
      timeoutMs: 0,
    },
    { prefix: "/sumwise.indy.v1.IndyService", service: "indy", upstream: config.INDY_URL, timeoutMs: unary },
    {
      prefix: "/sumwise.learning.v1.LearningService",
      service: "learning",
      upstream: config.LEARNING_URL,
      timeoutMs: unary,
    },
    {
      prefix: "/sumwise.activity.v1.ActivityService",
      service: "activity",
      upstream: config.ACTIVITY_URL,
      timeoutMs: unary,
    },
    {
      prefix: "/sumwise.payment.v1.PaymentService",
      service: "payment",
      upstream: config.PAYMENT_URL,
      timeoutMs: unary,
    },
    // Stripe's signed webhook events (services/payment/src/routes/stripe-webhook.ts).
    { prefix: "/stripe/webhook", service: "payment", upstream: config.PAYMENT_URL, timeoutMs: unary },
  ];
}

/** Where the browser reaches the local Stripe emulator (development and tests only). */
export const stripeEmulatorPrefix = "/stripe-emulator";

/** Headers only our own services may set; anything arriving from outside with them is stripped. */
export const internalHeaders = ["x-sumwise-service-token"] as const;

/** Request headers browsers send on gRPC-web and Connect calls (CORS allow list). */
export const corsAllowedHeaders = [
  "authorization",
  "content-type",
  "connect-protocol-version",
  "connect-timeout-ms",
  "connect-accept-encoding",
  "connect-content-encoding",
  "grpc-timeout",
  "x-grpc-web",
  "x-user-agent",
];

/** Response headers browsers must be able to read for gRPC-web and Connect errors. */
export const corsExposedHeaders = ["grpc-status", "grpc-message", "grpc-status-details-bin", "content-encoding"];
