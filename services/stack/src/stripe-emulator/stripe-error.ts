/** An error answered in Stripe's shape: { error: { type, code, message, param, ... } }. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }

  static card(code: string, message: string, extra: Record<string, unknown> = {}): StripeError {
    return new StripeError(402, { type: "card_error", code, message, ...extra });
  }

  static invalid(message: string, param?: string, code?: string): StripeError {
    return new StripeError(400, { type: "invalid_request_error", message, param, code });
  }

  static missing(kind: string, id: string): StripeError {
    return new StripeError(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${kind}: '${id}'`,
    });
  }
}
