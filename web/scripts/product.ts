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
  const emulator = await startAuthEmulator(process.env.FIREBASE_PROJECT_ID ?? "demo-sumwise");
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
