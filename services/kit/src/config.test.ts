import { describe, expect, it } from "vitest";
import { z } from "zod";
import { baseEnvSchema, ConfigError, loadConfig, port } from "./config.js";

const schema = baseEnvSchema.extend({ PORT: port(4001), EXTRA_URL: z.string().url() });

describe("loadConfig", () => {
  it("applies defaults", () => {
    const config = loadConfig(schema, { EXTRA_URL: "http://x" });
    expect(config).toMatchObject({ SUMWISE_ENV: "development", PORT: 4001, FIREBASE_PROJECT_ID: "demo-sumwise" });
  });
  it("names every missing or invalid variable", () => {
    expect(() => loadConfig(schema, { PORT: "eighty" })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: "eighty" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/EXTRA_URL/);
    }
  });
  it("refuses the Auth emulator in production", () => {
    expect(() =>
      loadConfig(schema, {
        EXTRA_URL: "http://x",
        SUMWISE_ENV: "production",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        DATABASE_URL: "postgres://db/sumwise",
        SERVICE_TOKEN_SECRET: "x".repeat(40),
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });
  it("needs a service secret and PostgreSQL in production, and allows the emulator in test", () => {
    expect(() => loadConfig(schema, { EXTRA_URL: "http://x", SUMWISE_ENV: "production" })).toThrow(
      /SERVICE_TOKEN_SECRET/,
    );
    expect(
      loadConfig(schema, { EXTRA_URL: "http://x", SUMWISE_ENV: "test", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })
        .FIREBASE_AUTH_EMULATOR_HOST,
    ).toBe("127.0.0.1:9099");
  });
});
