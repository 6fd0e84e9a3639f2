import { describe, expect, it } from "vitest";
import { RELAY_BACKOFF_MAX_MS, relayBackoffMs } from "./relay-backoff.js";

describe("relay backoff", () => {
  it("doubles from half a second and stops at 30 seconds", () => {
    expect(relayBackoffMs(0)).toBe(0);
    expect(relayBackoffMs(1)).toBe(500);
    expect(relayBackoffMs(2)).toBe(1_000);
    expect(relayBackoffMs(4)).toBe(4_000);
    expect(relayBackoffMs(20)).toBe(RELAY_BACKOFF_MAX_MS);
    expect(relayBackoffMs(10_000)).toBe(RELAY_BACKOFF_MAX_MS);
  });
});
