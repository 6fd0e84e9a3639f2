import { jwtVerify, SignJWT } from "jose";

/** Header carrying a service credential; the gateway strips it from outside requests. */
export const serviceTokenHeader = "x-sumwise-service-token";

const issuerPrefix = "sumwise:";

/**
 * Short-lived HS256 tokens for calls a service makes for itself (no user behind them). Each token
 * names the calling and the called service, so a token for one audience is refused by another.
 */
export class ServiceTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly self: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(audience: string, lifetimeSeconds = 60): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(issuerPrefix + this.self)
      .setAudience(issuerPrefix + audience)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(this.key);
  }

  /** The calling service's name, or an error when the token is invalid, expired or for another audience. */
  async verify(token: string): Promise<string> {
    const { payload } = await jwtVerify(token, this.key, { audience: issuerPrefix + this.self, algorithms: ["HS256"] });
    const issuer = payload.iss ?? "";
    if (!issuer.startsWith(issuerPrefix)) throw new Error("service token has no Sumwise issuer");
    return issuer.slice(issuerPrefix.length);
  }
}
