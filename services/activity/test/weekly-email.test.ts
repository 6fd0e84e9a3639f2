import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { LearningEventKind } from "@sumwise/gen/activity/v1/learning_events_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { createLogger, type DatabaseHandle, EmailLinks, loadConfig, serviceDeps } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import {
  bearer,
  connectClientOf,
  signUpSupporter,
  startTestStack,
  testDatabases,
  testEnv,
} from "@sumwise/stack/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../src/config.js";
import { type ActivityContext, createContext } from "../src/context.js";
import { GoalRepository } from "../src/db/goal-repository.js";
import type { ActivityDatabase } from "../src/db/schema.js";
import { WeeklyEmailRepository } from "../src/db/weekly-email-repository.js";
import { sendWeeklyEmails } from "../src/jobs/weekly-email.js";
import { uniqueUsername } from "./people.js";
import { asService, taskEvents } from "./task-events.js";

const monday = new Date("2026-11-30T09:00:00Z");
const wednesdayLastWeek = new Date("2026-11-25T16:00:00Z");
const part = "courses/ks3-b/parts/number-place-value-1";
const weakTopic = `${part}/learningPaths/number.place-value`;
const strongTopic = `${part}/learningPaths/number.compare-order`;
const otherPart = "courses/ks3-b/parts/number-negative-numbers";

describe.each(testDatabases())("the weekly supporter email on $kind", ({ open }) => {
  let database: DatabaseHandle;
  let stack: RunningStack;
  let activity: ReturnType<typeof connectClientOf<typeof ActivityService>>;
  let indy: ReturnType<typeof connectClientOf<typeof IndyService>>;
  /** An ActivityService replica's context (its own clients and mailer) over the shared database. */
  const replica = (): ActivityContext => {
    const config = loadConfig(configSchema, {
      ...testEnv,
      PORT: "0",
      INDY_URL: stack.services.indy?.url,
      LEARNING_URL: stack.services.learning?.url,
      SMTP_URL: stack.mailCatcher?.smtpUrl,
    });
    const logger = createLogger("activity-replica", "silent");
    return {
      ...createContext(serviceDeps({ name: "activity", schema: "activity" }, config, logger, database)),
      now: () => monday,
    };
  };
  const mailsTo = (email: string) => stack.mailCatcher?.messages().filter((m) => m.to.includes(email)) ?? [];

  beforeAll(async () => {
    database = await open();
    stack = await startTestStack(database);
    activity = connectClientOf(ActivityService, stack.services.activity!.url);
    indy = connectClientOf(IndyService, stack.services.indy!.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.close();
  });

  async function supporterWithChild(childFirstName: string) {
    const supporter = await signUpSupporter(indy, "Pat");
    const { childIndyUser } = await indy.createChildIndyAccount(
      {
        firstName: childFirstName,
        lastName: "Child",
        username: uniqueUsername("wk"),
        password: "Kidpass12",
        dateOfBirth: { year: 2012, month: 3, day: 4 },
      },
      bearer(supporter.idToken),
    );
    return { supporter, child: childIndyUser?.name ?? "" };
  }

  it("sends each subscribed supporter one email with the child's week and next steps, with two replicas racing", async () => {
    const first = await supporterWithChild("Kit");
    const second = await supporterWithChild("Lou");
    const unsubscribed = await supporterWithChild("Max");
    // Kit's week: weak at place value (1 of 4 right), strong at ordering (3 of 3), one lesson finished.
    const events = [
      ...taskEvents(first.child, 1, 3, wednesdayLastWeek, { partName: part, learningPathName: weakTopic }).events,
      ...taskEvents(first.child, 3, 0, wednesdayLastWeek, { partName: part, learningPathName: strongTopic }).events,
      ...taskEvents(first.child, 2, 0, wednesdayLastWeek, {
        partName: otherPart,
        learningPathName: `${otherPart}/learningPaths/x`,
      }).events,
      {
        idempotencyKey: `lesson:${first.child}`,
        indyUserName: first.child,
        occurTime: timestampFromDate(wednesdayLastWeek),
        kind: LearningEventKind.LESSON_COMPLETED,
        courseName: "courses/ks3-b",
        partName: otherPart,
      },
      // This week's work is not last week's.
      ...taskEvents(first.child, 5, 0, monday, { partName: part, learningPathName: strongTopic }).events,
    ];
    // Kit aims at 75 XP a week; last week's 1 + 3 + 2 right answers made 30 XP.
    await new GoalRepository(database.forSchema<ActivityDatabase>("activity")).createXpTarget({
      indy_user_name: first.child,
      xp_per_week: 75,
      time_zone: "Europe/London",
      created_at: new Date("2026-11-16T10:00:00Z"),
    });
    await activity.recordLearningEvents({ events }, await asService("learning"));
    const token = EmailLinks.fromConfig(replica().config).unsubscribeToken(
      unsubscribed.supporter.name,
      "weekly-activity",
    );
    await indy.updateEmailSubscriptionState({ type: "weekly-activity", token, subscribed: false });

    const [a, b] = await Promise.all([sendWeeklyEmails(replica(), monday), sendWeeklyEmails(replica(), monday)]);
    expect(a.sent + b.sent).toBe(2);
    expect(a.failed + b.failed).toBe(0);

    expect(mailsTo(unsubscribed.supporter.email)).toHaveLength(0);
    expect(mailsTo(second.supporter.email)).toHaveLength(1);
    const mails = mailsTo(first.supporter.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(mails[0]?.subject).toBe("Your learners' week on Sumwise: 23 November to 29 November");
    expect(text).toContain("Kit's week");
    // 4 + 3 + 2 answers, 1 + 3 + 2 right, 2 s each (this week's five are not counted).
    expect(text).toContain("Questions answered: 9 (6 right)");
    expect(text).toContain("Lessons completed: 1");
    expect(text).toContain("Time spent: under a minute");
    expect(text).toContain("XP Target: 30 of 75 XP");
    expect(text).toContain('1. Practise "Place value in large numbers" together: 1 of 4 answers were right');
    expect(text).toContain('2. Finish the lesson "Place value and ordering 1": Kit started it');
    expect(text).not.toContain('Negative numbers"');
    expect(text).toContain(
      `/email/unsubscribe?type=weekly-activity&token=${encodeURIComponent(
        EmailLinks.fromConfig(replica().config).unsubscribeToken(first.supporter.name, "weekly-activity"),
      )}`,
    );

    // Later runs that Monday (every replica runs hourly), and after a restart, send nothing again.
    const again = await sendWeeklyEmails(replica(), new Date("2026-11-30T22:00:00Z"));
    expect(again.sent).toBe(0);
    expect(mailsTo(first.supporter.email)).toHaveLength(1);
    // Not on other days.
    expect(await sendWeeklyEmails(replica(), new Date("2026-12-01T09:00:00Z"))).toEqual({
      sent: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it("retries a failed send on the next run, and never resends one whose sender died mid-send", async () => {
    const failing = await supporterWithChild("Nia");
    const crashed = await supporterWithChild("Oli");
    const nextMonday = new Date("2026-12-07T09:00:00Z");
    const weekStart = "2026-11-30";
    // A replica died after claiming Oli's supporter, before knowing whether the mail server took it.
    await new WeeklyEmailRepository(replica().activityDb).claim(
      crashed.supporter.name,
      weekStart,
      "dead-run",
      nextMonday,
    );

    const broken = replica();
    const firstRun = await sendWeeklyEmails(
      {
        ...broken,
        mailer: {
          send: async (message) => {
            if (message.to === failing.supporter.email) throw new Error("451 try again later");
            await broken.mailer.send(message);
          },
        },
      },
      nextMonday,
    );
    expect(firstRun.failed).toBe(1);
    expect(mailsTo(failing.supporter.email)).toHaveLength(0);

    const restarted = await sendWeeklyEmails(replica(), new Date("2026-12-07T10:00:00Z"));
    expect(restarted.sent).toBe(1);
    expect(mailsTo(failing.supporter.email)).toHaveLength(1);
    expect(mailsTo(crashed.supporter.email)).toHaveLength(0);
    const claims = await new WeeklyEmailRepository(replica().activityDb).claimsOf(weekStart);
    expect(claims.find((c) => c.supporter_name === failing.supporter.name)).toMatchObject({
      state: "sent",
      attempts: 2,
    });
    expect(claims.find((c) => c.supporter_name === crashed.supporter.name)).toMatchObject({ state: "sending" });
  });
});
