import { defineConfig } from "vitest/config";

const identitySetup = "services/stack/src/testing/global-setup.ts";

/**
 * Every suite in one run (make test): unit tests beside the code, service integration tests on real
 * databases with the real Auth emulator, and browser journeys in Debian's Chromium.
 */
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON ? ["default", ["json", { outputFile: process.env.VITEST_JSON }]] : ["default"],
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["services/*/src/**/*.test.ts"],
          testTimeout: 120_000,
        },
      },
      {
        extends: "./web/vite.config.ts",
        test: {
          name: "web",
          root: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test-setup.ts"],
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["services/*/test/**/*.test.ts"],
          globalSetup: [identitySetup],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["web/e2e/**/*.test.ts"],
          globalSetup: [identitySetup],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
