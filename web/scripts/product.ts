import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { openDatabase } from "@sumwise/kit";
import { startAuthEmulator } from "@sumwise/stack";
import { grpcWebClientOf, markEmailVerified, startTestStack, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Page } from "playwright-core";

/**
 * The whole product (Auth emulator, four services, the real gateway serving `webDist`) on an
 * in-memory database, for the measuring and screenshot scripts. Run inside a network sandbox.
 */
export async function openProduct(webDist: string) {
  // A generous wait: on a busy machine the emulator can take over a minute to start.
  const emulator = await startAuthEmulator(process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise", { timeoutMs: 240_000 });
  const database = await openDatabase({ inMemory: true });
  const stack = await startTestStack(database, { WEB_DIST: webDist });
  const indy = grpcWebClientOf(IndyService, stack.url);

  /** A verified independent learner or supporter, ready to log in with testPassword. */
  async function account(kind: "learner" | "supporter", firstName: string): Promise<string> {
    const email = uniqueEmail(kind);
    await indy.createIndyAccount({
      indyUser: {
        email,
        firstName,
        lastName: "Tester",
        dateOfBirth: { year: 1990, month: 5, day: 1 },
        learnerState: kind === "learner" ? RoleState.ENABLED : RoleState.DISABLED,
        supporterState: kind === "supporter" ? RoleState.ENABLED : RoleState.DISABLED,
      },
      password: testPassword,
      termsAccepted: true,
      adultConfirmed: kind === "supporter",
    });
    await markEmailVerified(email, testPassword);
    return email;
  }

  async function logIn(page: Page, email: string) {
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => !["/login", "/verify"].includes(url.pathname), { timeout: 30_000 });
  }

  return {
    url: stack.url,
    account,
    logIn,
    close: async () => {
      await stack.stop();
      await database.close();
      await emulator.stop();
    },
  };
}

/**
 * Resolves once the page has drawn its main heading, shows no spinner and has had no request
 * finished for `quietMs` (a long-lived stream such as WatchSession never finishes, so it is no obstacle).
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  await page.locator("main h1, dialog[open] h2").first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => !document.querySelector(".spinner"), undefined, { timeout: 120_000 });
  // Resource entries appear as requests finish: wait until none has finished for quietMs. (A string,
  // so tsx's helpers never reach the page.)
  await page.evaluate(`new Promise((resolve) => {
    let count = performance.getEntriesByType("resource").length;
    let last = performance.now();
    const tick = () => {
      const now = performance.getEntriesByType("resource").length;
      if (now !== count) { count = now; last = performance.now(); }
      if (performance.now() - last >= ${quietMs}) resolve();
      else setTimeout(tick, 50);
    };
    tick();
  })`);
}
