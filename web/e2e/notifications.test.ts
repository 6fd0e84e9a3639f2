import { mkdirSync } from "node:fs";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ActivityService } from "@sumwise/gen/activity/v1/activity_service_pb";
import { AnswerResult, LearningEventKind, LearningPackageType } from "@sumwise/gen/activity/v1/learning_events_pb";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { type BaseConfig, ServiceTokens, serviceTokenHeader, serviceTokenSecret } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { connectClientOf, grpcWebClientOf, markEmailVerified, testPassword, uniqueEmail } from "@sumwise/stack/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.js";
import { type Journey, learnerGreeting, openJourney } from "./browser.js";

/** Set SCREENSHOT_DIR to keep pictures of the open list at phone and desktop widths. */
const shots = process.env.SCREENSHOT_DIR;

describe("notifications in Chromium: a learner levels up, sees the alert, the bell and the list", () => {
  let journey: Journey | undefined;
  let stack: RunningStack;
  let browser: Browser;

  beforeAll(async () => {
    journey = await openJourney();
    ({ stack, browser } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.close());

  const asLearningService = async () => ({
    headers: {
      [serviceTokenHeader]: await new ServiceTokens(serviceTokenSecret({} as BaseConfig), "learning").sign("activity"),
    },
  });

  /** Seven completed tasks of three right answers: 105 XP, so level 2 (from 100 XP). */
  async function levelUp(user: string) {
    const activity = connectClientOf(ActivityService, stack.services.activity!.url);
    for (let t = 0; t < 7; t++) {
      const task = `${user}/packages/e2e-${t}/tasks/0`;
      const common = {
        indyUserName: user,
        occurTime: timestampFromDate(new Date()),
        courseName: "courses/ks3-b",
        partName: "courses/ks3-b/parts/number-place-value-1",
        packageName: `${user}/packages/e2e-${t}`,
        packageType: LearningPackageType.CORE,
        taskName: task,
      };
      const events = [
        ...[0, 1, 2].map((i) => ({
          ...common,
          idempotencyKey: `e2e:${task}:${i}`,
          kind: LearningEventKind.ANSWER,
          taskItemName: `${task}/taskItems/${i}`,
          templateId: "t",
          answerResult: AnswerResult.CORRECT,
          correct: true,
          timeTakenMs: 3_000,
        })),
        { ...common, idempotencyKey: `e2e:${task}:done`, kind: LearningEventKind.TASK_COMPLETED },
      ];
      await activity.recordLearningEvents({ events }, await asLearningService());
    }
  }

  async function shoot(page: Page, name: string) {
    if (!shots) return;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await page.screenshot({ path: `${shots}/${name}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it("shows the alert after half a second and for 8 s, the badge, the list; closing marks them read", async () => {
    const email = uniqueEmail("notified");
    const { indyUser } = await grpcWebClientOf(IndyService, stack.url).createIndyAccount({
      indyUser: {
        email,
        firstName: "Ada",
        lastName: "Bell",
        dateOfBirth: { year: 2010, month: 5, day: 1 },
        learnerState: RoleState.ENABLED,
        supporterState: RoleState.DISABLED,
      },
      password: testPassword,
      termsAccepted: true,
    });
    await markEmailVerified(email, testPassword);
    const user = indyUser?.name ?? "";

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.url}/login`);
    await page.getByLabel("Username or email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(testPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await learnerGreeting(page, "Ada").waitFor({ timeout: 20_000 });

    // This week's workout is announced once the learner's list is first read.
    await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor({ timeout: 20_000 });

    // 21 right answers: level 2, Question perfection level 1 and the daily challenge unlocked (level 1).
    await levelUp(user);
    const loaded = Date.now();
    await page.reload();
    await page.getByRole("button", { name: "Notifications, 4 unread" }).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("notification-badge").textContent()).resolves.toBe("4");

    // The alert: the newest unread one, in the polite live region, gone by itself.
    const alert = page.getByTestId("notification-alert");
    await alert.waitFor({ timeout: 10_000 });
    const appeared = Date.now();
    const status = page.getByRole("status").filter({ has: alert });
    await expect(status.getAttribute("aria-live")).resolves.toBe("polite");
    await alert.waitFor({ state: "detached", timeout: 15_000 });
    const shownFor = Date.now() - appeared;
    console.log(`alert appeared ${appeared - loaded} ms after the reload began, on screen ${shownFor} ms`);
    expect(shownFor).toBeGreaterThanOrEqual(8_000);
    expect(shownFor).toBeLessThan(12_500);

    // The list: all four, newest first, with relative times; keyboard opens it.
    await page.getByRole("button", { name: "Notifications, 4 unread" }).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: "Notifications" });
    await panel.waitFor();
    await panel.getByText("You've reached level 2!").waitFor();
    await expect(panel.getByText("today").count()).resolves.toBe(4);
    await audit(page, "notifications list");
    await shoot(page, "notifications-list");

    // Escape closes it and returns focus to the bell; everything unread is now read, in one call.
    const updates: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("UpdateNotifications")) updates.push(request.url());
    });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toMatch(
      /^Notifications/,
    );
    await expect(page.getByTestId("notification-badge").count()).resolves.toBe(0);
    expect(updates).toHaveLength(1);
    const rows = await journey!.database
      .forSchema<{ notification: { owner: string; read: boolean } }>("activity")
      .selectFrom("notification")
      .select("read")
      .where("owner", "=", user)
      .execute();
    expect(rows.map((r) => r.read)).toEqual([true, true, true, true]);

    // Following a notification's link navigates and closes the list.
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await panel.getByRole("link", { name: /weekly workout/i }).click();
    await page.waitForURL(/\/learn/, { timeout: 20_000 });
    await expect(panel.isVisible()).resolves.toBe(false);
    await page.close();
  }, 120_000);
});
