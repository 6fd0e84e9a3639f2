import { describe, expect, it } from "vitest";
import { EmailLinks } from "./email-links.js";

const secret = "a-test-secret-that-is-long-enough-for-links";
const links = new EmailLinks(secret, "https://sumwise.example");
const user = "indyUsers/0f8e7c1a-1111-4222-8333-944445555666";

describe("EmailLinks", () => {
  it("builds an unsubscribe address whose token verifies for the same user and type", () => {
    const url = new URL(links.unsubscribeUrl(user, "weekly-activity"));
    expect(url.origin + url.pathname).toBe("https://sumwise.example/email/unsubscribe");
    expect(url.searchParams.get("type")).toBe("weekly-activity");
    expect(links.verifyUnsubscribeToken(url.searchParams.get("token") ?? "", "weekly-activity")).toBe(user);
  });

  it("refuses a token for another type, another user, another key or with an edited signature", () => {
    const token = links.unsubscribeToken(user, "weekly-activity");
    expect(links.verifyUnsubscribeToken(token, "marketing")).toBeUndefined();
    const [, mac] = token.split(".");
    expect(links.verifyUnsubscribeToken(`0f8e7c1a-1111-4222-8333-000000000000.${mac}`, "weekly-activity")).toBe(
      undefined,
    );
    expect(new EmailLinks(`${secret}x`, "https://x").verifyUnsubscribeToken(token, "weekly-activity")).toBeUndefined();
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(links.verifyUnsubscribeToken(flipped, "weekly-activity")).toBeUndefined();
    expect(links.verifyUnsubscribeToken("", "weekly-activity")).toBeUndefined();
    expect(links.verifyUnsubscribeToken("nonsense", "weekly-activity")).toBeUndefined();
  });

  it("refuses to sign anything but an Indy user name", () => {
    expect(() => links.unsubscribeToken("someone@example.com", "weekly-activity")).toThrow();
  });
});
