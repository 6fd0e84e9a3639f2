import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientAddress } from "./client-address.js";

describe("the client address behind a trusted proxy", () => {
  const trusted = parseTrustedProxies("127.0.0.0/8, ::1, 10.244.0.0/16");

  it("believes only the entry a trusted proxy appended to X-Forwarded-For", () => {
    expect(resolveClientAddress("6.6.6.6, 203.0.113.9", "10.244.3.7", trusted)).toBe("203.0.113.9");
    expect(resolveClientAddress("203.0.113.9", "::ffff:127.0.0.1", trusted)).toBe("203.0.113.9");
    expect(resolveClientAddress("2001:DB8::1", "::1", trusted)).toBe("2001:db8::1");
  });

  it("ignores X-Forwarded-For from any other caller: its own address counts", () => {
    expect(resolveClientAddress("203.0.113.9", "10.9.0.4", trusted)).toBe("10.9.0.4");
    expect(resolveClientAddress("1.1.1.1, 2.2.2.2", "198.51.100.7", trusted)).toBe("198.51.100.7");
  });

  it("uses the peer when no proxy header came, and says unknown without a peer", () => {
    expect(resolveClientAddress(null, "::ffff:127.0.0.1", trusted)).toBe("127.0.0.1");
    expect(resolveClientAddress("", "10.244.1.1", trusted)).toBe("10.244.1.1");
    expect(resolveClientAddress("203.0.113.9", undefined, trusted)).toBe("unknown");
  });

  it("refuses a setting that is not addresses or CIDR blocks", () => {
    expect(() => parseTrustedProxies("gateway")).toThrow(/not an IP address/);
    expect(() => parseTrustedProxies("10.0.0.0/40")).toThrow(/invalid prefix/);
    expect(parseTrustedProxies("").check("127.0.0.1")).toBe(false);
  });
});
