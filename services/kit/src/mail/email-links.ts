import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { type BaseConfig, serviceTokenSecret } from "../config.js";

/** "indyUsers/{id}" with an id of letters, digits and dashes (the Indy user resource name). */
const userNamePattern = /^indyUsers\/([A-Za-z0-9-]{1,64})$/;
const tokenPattern = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed links in emails (accounts spec §2 /email/unsubscribe?type=&token=).
 *
 * The token is `{user id}.{HMAC-SHA256(key, "unsubscribe", type, user id)}`: stateless, so any
 * service can build a link for any email it sends without a database write, the same link keeps
 * working in every copy of an email, and a forged or edited token (other user, other type) fails
 * verification. The key is EMAIL_LINK_SECRET, or derived (HKDF) from SERVICE_TOKEN_SECRET when
 * unset; changing whichever is used invalidates the links in emails already sent.
 */
export class EmailLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "sumwise", "email links v1", 32));
  }

  static fromConfig(config: BaseConfig): EmailLinks {
    return new EmailLinks(config.EMAIL_LINK_SECRET ?? serviceTokenSecret(config), config.PUBLIC_URL);
  }

  /** The unsubscribe token of `userName` ("indyUsers/{id}") for emails of `type`. */
  unsubscribeToken(userName: string, type: string): string {
    const id = userNamePattern.exec(userName)?.[1];
    if (!id) throw new Error(`not an Indy user name: ${userName}`);
    return `${id}.${this.mac(id, type)}`;
  }

  /** The full unsubscribe address to put in an email of `type` sent to `userName`. */
  unsubscribeUrl(userName: string, type: string): string {
    const url = new URL("/email/unsubscribe", this.publicUrl);
    url.searchParams.set("type", type);
    url.searchParams.set("token", this.unsubscribeToken(userName, type));
    return url.toString();
  }

  /** The user name a valid token was made for, or undefined for any forged, edited or malformed one. */
  verifyUnsubscribeToken(token: string, type: string): string | undefined {
    const match = tokenPattern.exec(token);
    if (!match?.[1] || !match[2]) return undefined;
    const expected = Buffer.from(this.mac(match[1], type));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? `indyUsers/${match[1]}` : undefined;
  }

  private mac(id: string, type: string): string {
    // NUL separators keep ("a", "bc") and ("ab", "c") apart.
    return createHmac("sha256", this.key).update(`unsubscribe\0${type}\0${id}`).digest("base64url");
  }
}
