import { Code } from "@connectrpc/connect";
import { BadRequestSchema } from "@sumwise/gen/common/v1/common_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import { PaymentService } from "@sumwise/gen/payment/v1/payment_service_pb";
import type { DatabaseHandle } from "@sumwise/kit";
import { TOPIC_SEARCH_MIN_SCORE } from "@sumwise/rules";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  codeOf,
  connectClientOf,
  errorOf,
  refreshIdToken,
  signInAnonymously,
  signUpLearner,
  startTestStack,
  testDatabases,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCourse } from "../src/content/index.js";
import { childOf, type Indy, type Learning, learningDb, supporterToken } from "./support.js";

/** A GCSE course: it has Pythagoras, fractions and simultaneous equations. */
const gcse = "courses/gcse-fh";

describe.each(testDatabases())("Explore all topics and topic search, on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let indy: Indy;
  let learning: Learning;
  let learnerToken: string;

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
    learning = connectClientOf(LearningService, stack.services.learning!.url);
    learnerToken = (await signUpLearner(indy, "Sam")).idToken;
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  const search = (searchString: string, token = learnerToken, maxResults = 10, courseName = gcse) =>
    learning.searchTopics({ courseName, searchString, maxResults }, bearer(token));

  it.each([
    ["pythag", "Pythagoras' theorem"],
    ["fractons", "fractions"],
    ["simultanious", "simultaneous equations"],
    ["hypotenuse", "Pythagoras' theorem"],
    ["sohcahtoa", "Trigonometry in right-angled triangles"],
    ["Area of a circel", "Circumference and area of circles"],
  ])("finds '%s' despite the typo or other words: %s first", async (term, expected) => {
    const { matchingResources, parts, totalSize } = await search(term);
    const first = matchingResources[0];
    expect(first?.resourceDisplayName.toLowerCase()).toContain(expected.toLowerCase());
    expect(first?.score).toBeGreaterThanOrEqual(TOPIC_SEARCH_MIN_SCORE);
    expect(first?.score).toBeLessThanOrEqual(1);
    // Best first, every one at least 0.4, each with its lesson in `parts`.
    const scores = matchingResources.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= TOPIC_SEARCH_MIN_SCORE)).toBe(true);
    const course = getCourse(gcse)!;
    for (const match of matchingResources) {
      const part = course.partsDetails.find((p) => p.partName === match.partName);
      expect(part?.learningPathsDetails.some((lp) => lp.learningPathName === match.resourceName)).toBe(true);
      expect(parts.find((p) => p.name === match.partName)?.partNumber).toBe(part?.partNumber);
    }
    expect(new Set(parts.map((p) => p.name)).size).toBe(parts.length);
    expect(totalSize).toBeGreaterThanOrEqual(matchingResources.length);
  });

  it("ranks the closest name first: 'pythag' puts Pythagoras' theorem above Pythagoras in 3D (Higher)", async () => {
    const { matchingResources } = await search("pythag", learnerToken, 10, "courses/gcse-h");
    const names = matchingResources.map((m) => m.resourceDisplayName);
    expect(names.slice(0, 2)).toEqual(["Pythagoras' theorem", "Pythagoras and trigonometry in 3D"]);
    // Equal word similarity; the shorter, closer whole name wins the tie.
    expect(matchingResources[0]?.score).toBeCloseTo(matchingResources[1]?.score ?? 0, 5);
  });

  it("shows at most maxResults with the total for the '+', and nothing for nonsense", async () => {
    const all = await search("fractions");
    expect(all.matchingResources).toHaveLength(10);
    expect(all.totalSize).toBeGreaterThan(10);
    const three = await search("fractions", learnerToken, 3);
    expect(three.matchingResources.map((m) => m.resourceName)).toEqual(
      all.matchingResources.slice(0, 3).map((m) => m.resourceName),
    );
    expect(three.totalSize).toBe(all.totalSize);
    const defaulted = await search("fractions", learnerToken, 0);
    expect(defaulted.matchingResources).toHaveLength(10);
    const none = await search("zzqxw");
    expect(none).toMatchObject({ matchingResources: [], parts: [], totalSize: 0 });
  });

  it("finds a lesson's topics by its number", async () => {
    const lesson3 = getCourse(gcse)!.partsDetails[2]!;
    const { matchingResources } = await search("3");
    const firstOnes = matchingResources.slice(0, lesson3.learningPathsCount);
    expect(firstOnes.every((m) => m.partName === lesson3.partName && m.score === 1)).toBe(true);
  });

  it("refuses more than 35 characters, a blank search, a bad maxResults and an unknown course", async () => {
    const tooLong = await errorOf(search("a".repeat(36)));
    expect(tooLong?.code).toBe(Code.InvalidArgument);
    expect(tooLong?.rawMessage).toBe("Please search with at most 35 characters.");
    expect(tooLong?.findDetails(BadRequestSchema)[0]?.fieldViolations[0]?.field).toBe("searchString");
    expect((await search("a".repeat(35))).totalSize).toBeGreaterThanOrEqual(0);
    expect(await codeOf(search("   "))).toBe(Code.InvalidArgument);
    expect(await codeOf(search("pythag", learnerToken, 11))).toBe(Code.InvalidArgument);
    expect(await codeOf(search("pythag", learnerToken, -1))).toBe(Code.InvalidArgument);
    const unknown = await errorOf(search("pythag", learnerToken, 10, "courses/nope"));
    expect(unknown?.code).toBe(Code.InvalidArgument);
    expect(unknown?.rawMessage).toBe("That course is not available. Please choose another.");
  });

  it("lets learners and supporters search and explore, not demo visitors, children awaiting consent or nobody", async () => {
    const parent = await supporterToken(indy);
    expect((await search("pythag", parent)).totalSize).toBeGreaterThan(0);
    const explored = await learning.getCourseTopicHierarchy({ courseName: gcse }, bearer(parent));
    expect(explored.courseStrands.length).toBeGreaterThan(0);

    const visitor = await signInAnonymously();
    await indy.getOrCreateAnonymousIndyUser({}, bearer(visitor.idToken));
    const demo = await refreshIdToken(visitor.refreshToken);
    const waiting = await childOf(indy, parent, new Date().getUTCFullYear() - 8);
    for (const token of [demo, waiting.token]) {
      expect(await codeOf(search("pythag", token))).toBe(Code.PermissionDenied);
      expect(await codeOf(learning.getCourseTopicHierarchy({ courseName: gcse }, bearer(token)))).toBe(
        Code.PermissionDenied,
      );
    }
    expect(await codeOf(learning.searchTopics({ courseName: gcse, searchString: "pythag" }))).toBe(
      Code.Unauthenticated,
    );
    expect(await codeOf(learning.getCourseTopicHierarchy({ courseName: gcse }))).toBe(Code.Unauthenticated);
  });

  it("lists strands, substrands and every topic of the course once, locking lessons past the free ones after the trial", async () => {
    const learner = await signUpLearner(indy, "Lee");
    const course = getCourse(gcse)!;
    const { courseStrands, courseDisplayName } = await learning.getCourseTopicHierarchy(
      { courseName: gcse },
      bearer(learner.idToken),
    );
    expect(courseDisplayName).toBe(`${course.courseMetadata.curriculumName} ${course.courseMetadata.levelDisplayName}`);
    const topics = courseStrands.flatMap((s) => s.courseSubstrands.flatMap((sub) => sub.learningPathAndParts));
    const expected = course.partsDetails.flatMap((p) => p.learningPathsDetails.map((lp) => lp.learningPathName));
    expect(topics.map((t) => t.learningPathName).sort()).toEqual([...expected].sort());
    expect(courseStrands.map((s) => s.displayName)).toContain("Geometry and measures");
    const pythagoras = topics.find((t) => t.topicDisplayName === "Pythagoras' theorem");
    expect(pythagoras?.partDisplayName).toBe(
      course.partsDetails.find((p) => p.partName === pythagoras?.partName)?.partDisplayName,
    );
    // In the free trial every topic is open.
    expect(topics.every((t) => !t.locked)).toBe(true);

    const payment = connectClientOf(PaymentService, stack.services.payment!.url);
    await payment.getAccessDetails({}, bearer(learner.idToken));
    await database
      .forSchema<{ access: { indy_user_name: string; trial_ends_on: string } }>("payment")
      .updateTable("access")
      .set({ trial_ends_on: "2020-01-01" })
      .where("indy_user_name", "=", learner.name)
      .execute();
    const after = await learning.getCourseTopicHierarchy({ courseName: gcse }, bearer(learner.idToken));
    const afterTopics = after.courseStrands.flatMap((s) =>
      s.courseSubstrands.flatMap((sub) => sub.learningPathAndParts),
    );
    expect(afterTopics.every((t) => t.locked === t.partNumber > 2)).toBe(true);
    expect(afterTopics.some((t) => t.locked)).toBe(true);
  });

  it("refreshes the search table idempotently from the catalogue", async () => {
    const db = learningDb(database);
    const count = async () =>
      Number((await db.selectFrom("topic_search").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const { TopicSearchRepository } = await import("../src/db/topic-search-repository.js");
    const { topicSearchEntries } = await import("../src/search/topic-index.js");
    await new TopicSearchRepository(db).refresh(topicSearchEntries());
    expect(await count()).toBe(before);
    expect(before).toBe(topicSearchEntries().length);
  });
});
