import Stripe from "stripe";
import type { Json } from "./render.js";
import type { EmulatorState, EventRecord } from "./state.js";

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

const API_VERSION = "2025-02-24.acacia";
const signer = new Stripe("sk_test_emulator_signer");

/**
 * Records events and delivers each to the endpoint, signed as Stripe signs them
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`), retrying until a 2xx answer,
 * as Stripe does (its retries span three days; here they are seconds apart).
 */
export class Webhooks {
  private endpoint: WebhookEndpoint | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly state: EmulatorState,
    private readonly retryDelaysMs: number[] = [100, 500, 1_000, 2_000, 5_000, 10_000],
  ) {}

  setEndpoint(endpoint: WebhookEndpoint | undefined): void {
    this.endpoint = endpoint;
  }

  emit(type: string, object: Json): EventRecord {
    const event: EventRecord = { id: this.state.id("evt"), type, created: this.state.now(), object };
    this.state.events.push(event);
    const delivery = this.deliver(event).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
    return event;
  }

  static payload(event: EventRecord): string {
    return JSON.stringify({
      id: event.id,
      object: "event",
      type: event.type,
      created: event.created,
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      data: { object: event.object },
      request: { id: null, idempotency_key: null },
    });
  }

  static sign(payload: string, secret: string): string {
    return signer.webhooks.generateTestHeaderString({ payload, secret });
  }

  /** Waits for deliveries under way (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  stop(): void {
    this.stopped = true;
  }

  private async deliver(event: EventRecord): Promise<void> {
    // After the request that caused it has answered, as on Stripe.
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 0; ; attempt++) {
      const endpoint = this.endpoint;
      if (!endpoint || this.stopped) return;
      const payload = Webhooks.payload(event);
      try {
        const response = await fetch(endpoint.url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": Webhooks.sign(payload, endpoint.secret) },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // The endpoint is down or restarting: try again later.
      }
      const delay = this.retryDelaysMs[Math.min(attempt, this.retryDelaysMs.length - 1)] ?? 1_000;
      if (attempt >= 30) return;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}
