import { ConnectError } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";
import { bearer, errorOf, signIn, signUpSupporter, type TestSupporter } from "@sumwise/stack/testing";

let usernameCounter = 0;
/** A fresh username, 6-30 characters, unique across runs sharing the emulator. */
export function uniqueUsername(prefix = "kid"): string {
  usernameCounter += 1;
  return `${prefix}_${Date.now().toString(36)}${process.pid % 1000}${usernameCounter}`.slice(0, 30);
}

export const childRequest = (username: string, year = 2012) => ({
  firstName: "Ada",
  lastName: "Child",
  username,
  password: "Kidpass12",
  dateOfBirth: { year, month: 3, day: 4 },
  enterCompetition: true,
});

/** A child's password sign-in: the username becomes the reserved-domain email. */
export const signInChild = (username: string, password = "Kidpass12") =>
  signIn(`${username.toLowerCase()}@learners.sumwise.app`, password);

/** Signs in with a custom token as the browser SDK does (signInWithCustomToken). */
export async function signInWithCustomToken(token: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=test-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`signInWithCustomToken: ${json.error?.message ?? response.status}`);
  return json.idToken;
}

/** Each field's message of an InvalidArgument error. */
export function violationsOf(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const detail of ConnectError.from(error).findDetails(BadRequestSchema)) {
    for (const v of detail.fieldViolations) found[v.field] = v.description;
  }
  return found;
}

export { bearer, errorOf, signUpSupporter, type TestSupporter };
