import { randomUUID } from "node:crypto";
import { Code, ConnectError } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { accountMessages } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import { bearer, connectClientOf, signUpLearner, startTestStack, testDatabases } from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childRequest, signInChild, signUpSupporter, uniqueUsername } from "./children-helpers.js";

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, ConnectError.from);

describe.each(testDatabases())("UpdateIndyAccount on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  /** A supporter and one child made through CreateChildIndyAccount, each signed in. */
  async function supporterWithChild() {
    const supporter = await signUpSupporter(indy);
    const username = uniqueUsername();
    const { childIndyUser } = await indy.createChildIndyAccount(childRequest(username), bearer(supporter.idToken));
    const child = { name: childIndyUser?.name ?? "", idToken: await signInChild(username) };
    return { supporter, child };
  }

  it("renames an independent learner and stores the trimmed names", async () => {
    const learner = await signUpLearner(indy);
    const { indyUser } = await indy.updateIndyAccount(
      { indyUser: { name: learner.name, firstName: "  Augusta ", lastName: "King" } },
      bearer(learner.idToken),
    );
    expect(indyUser).toMatchObject({ name: learner.name, firstName: "Augusta", lastName: "King" });
    const stored = await indy.getIndyUser({ name: learner.name }, bearer(learner.idToken));
    expect(stored.indyUser).toMatchObject({ firstName: "Augusta", lastName: "King" });
  });

  it("refuses empty or over-long names field by field and changes nothing", async () => {
    const learner = await signUpLearner(indy, "Ada");
    const error = await errorOf(
      indy.updateIndyAccount(
        { indyUser: { name: learner.name, firstName: " ", lastName: "x".repeat(51) } },
        bearer(learner.idToken),
      ),
    );
    expect(error?.code).toBe(Code.InvalidArgument);
    const [details] = error?.findDetails(BadRequestSchema) ?? [];
    expect(details?.fieldViolations.map((v) => [v.field, v.description])).toEqual([
      ["firstName", "First name must not be empty."],
      ["lastName", "Last name must be at most 50 characters long."],
    ]);
    const { indyUser } = await indy.getIndyUser({ name: learner.name }, bearer(learner.idToken));
    expect(indyUser).toMatchObject({ firstName: "Ada", lastName: "Tester" });
  });

  it("lets a supporter rename their own child, and no one else's", async () => {
    const { supporter, child } = await supporterWithChild();
    const { indyUser } = await indy.updateIndyAccount(
      { indyUser: { name: child.name, firstName: "Kitty", lastName: "Child" } },
      bearer(supporter.idToken),
    );
    expect(indyUser?.firstName).toBe("Kitty");

    const otherSupporter = await signUpSupporter(indy, "Other");
    const refused = await errorOf(
      indy.updateIndyAccount(
        { indyUser: { name: child.name, firstName: "Stolen", lastName: "Name" } },
        bearer(otherSupporter.idToken),
      ),
    );
    expect(refused?.code).toBe(Code.PermissionDenied);
    // An unknown user is refused the same way, so names cannot be probed.
    const unknown = await errorOf(
      indy.updateIndyAccount(
        { indyUser: { name: `indyUsers/${randomUUID()}`, firstName: "No", lastName: "One" } },
        bearer(otherSupporter.idToken),
      ),
    );
    expect(unknown?.code).toBe(Code.PermissionDenied);
    const stored = await indy.getIndyUser({ name: child.name }, bearer(supporter.idToken));
    expect(stored.indyUser?.firstName).toBe("Kitty");
  });

  it("refuses a learner with a supporter renaming themself", async () => {
    const { child } = await supporterWithChild();
    const error = await errorOf(
      indy.updateIndyAccount({ indyUser: { name: "", firstName: "Boss", lastName: "Child" } }, bearer(child.idToken)),
    );
    expect(error?.code).toBe(Code.PermissionDenied);
    expect(error?.rawMessage).toBe(accountMessages.nameManagedByParent);
    const stored = await indy.getIndyUser({ name: child.name }, bearer(child.idToken));
    expect(stored.indyUser?.firstName).toBe("Ada");
  });

  it("refuses a learner renaming another learner, and a caller without a token", async () => {
    const ada = await signUpLearner(indy, "Ada");
    const bob = await signUpLearner(indy, "Bob");
    const error = await errorOf(
      indy.updateIndyAccount(
        { indyUser: { name: bob.name, firstName: "Ada", lastName: "Was here" } },
        bearer(ada.idToken),
      ),
    );
    expect(error?.code).toBe(Code.PermissionDenied);
    const anonymous = await errorOf(
      indy.updateIndyAccount({ indyUser: { name: bob.name, firstName: "X", lastName: "Y" } }),
    );
    expect(anonymous?.code).toBe(Code.Unauthenticated);
    const stored = await indy.getIndyUser({ name: bob.name }, bearer(bob.idToken));
    expect(stored.indyUser?.firstName).toBe("Bob");
  });
});
