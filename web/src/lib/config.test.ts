import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAppConfig } from "./config.js";

const base = {
  environment: "development",
  firebase: { apiKey: "k", authDomain: "", projectId: "p", authEmulatorUrl: "" },
};

function serve(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body))),
  );
}

describe("app config", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the card payment provider's settings", async () => {
    serve({ ...base, stripe: { publishableKey: "pk_test_1", emulatorUrl: "/stripe-emulator" } });
    expect((await loadAppConfig()).stripe).toEqual({ publishableKey: "pk_test_1", emulatorUrl: "/stripe-emulator" });
  });

  it("starts without them (payment pages then say card payments are unavailable)", async () => {
    serve(base);
    expect((await loadAppConfig()).stripe).toEqual({ publishableKey: "", emulatorUrl: "" });
  });

  it("refuses settings of the wrong shape", async () => {
    serve({ ...base, stripe: { publishableKey: 1 } });
    await expect(loadAppConfig()).rejects.toThrow();
  });
});
