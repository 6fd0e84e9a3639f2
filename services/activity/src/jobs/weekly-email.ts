import { randomUUID } from "node:crypto";
import { EmailLinks, type Logger, type PeriodicTask, runPeriodically, serviceTokenHeader } from "@sumwise/kit";
import type { ActivityContext } from "../context.js";
import { WeeklyEmailRepository } from "../db/weekly-email-repository.js";
import {
  addDaysToDate,
  type ChildWeek,
  NEXT_STEP_LOOKBACK_DAYS,
  nextSteps,
  previousWeekStart,
  ukDay,
  ukMidnight,
  ukWeekStart,
  weakestTopics,
  weeklyEmail,
} from "../domain/index.js";
import { goalLines } from "./weekly-email-goals.js";

const WEEKLY_ACTIVITY = "weekly-activity";

/**
 * Extra lines for a child's section from features built elsewhere (goal progress, weekly-workout
 * streak). Each returns its lines for the week starting `weekStart` (UK Monday), or none. Lines go to
 * the supporter (an adult), never to the child.
 */
export type WeeklyLineSource = (ctx: ActivityContext, child: string, weekStart: string) => Promise<readonly string[]>;

/**
 * Extra lines per child: their goals. Just For You streaks live in LearningService and are not read
 * here yet.
 */
export const weeklyLineSources: WeeklyLineSource[] = [goalLines];

export interface WeeklyEmailRunResult {
  sent: number;
  failed: number;
  /** Already sent, held by another replica, or left unsent after a send of unknown outcome. */
  skipped: number;
}

/**
 * Sends last week's email to every subscribed supporter, when `now` is a Monday in the UK. Each
 * supporter is claimed (weekly_email_claim, unique per supporter and week) before anything is sent,
 * so replicas running at once, or a run after a restart, send each email once. A send that failed is
 * released for a later run; a run that died mid-send leaves its claim 'sending' and that one email
 * is not sent again (better a missed email than two).
 */
export async function sendWeeklyEmails(ctx: ActivityContext, now: Date): Promise<WeeklyEmailRunResult> {
  const result: WeeklyEmailRunResult = { sent: 0, failed: 0, skipped: 0 };
  if (ukDay(now).isoWeekday !== 1) return result;
  const thisWeek = ukWeekStart(now);
  const weekStart = previousWeekStart(thisWeek);
  const from = ukMidnight(weekStart);
  const to = ukMidnight(thisWeek);
  const lookbackFrom = ukMidnight(addDaysToDate(thisWeek, -NEXT_STEP_LOOKBACK_DAYS));
  const runId = randomUUID();
  const claims = new WeeklyEmailRepository(ctx.activityDb);
  const links = EmailLinks.fromConfig(ctx.config);

  let pageToken = "";
  do {
    const page = await ctx.indy.listWeeklyActivityRecipients(
      { pageToken, pageSize: 100 },
      { headers: { [serviceTokenHeader]: await ctx.serviceTokens.sign("indy") }, timeoutMs: 10_000 },
    );
    for (const recipient of page.recipients) {
      if (!(await claims.claim(recipient.indyUserName, weekStart, runId, ctx.now()))) {
        result.skipped += 1;
        continue;
      }
      try {
        const children: ChildWeek[] = [];
        for (const child of recipient.children) {
          children.push(await childWeek(ctx, claims, child, { from, to, lookbackFrom, weekStart }));
        }
        const email = weeklyEmail({
          supporterFirstName: recipient.firstName,
          weekStart,
          children,
          unsubscribeUrl: links.unsubscribeUrl(recipient.indyUserName, WEEKLY_ACTIVITY),
        });
        await ctx.mailer.send({ to: recipient.email, ...email });
      } catch (error) {
        // Nothing was accepted by the mail server: a later run may try again.
        await claims.markFailed(recipient.indyUserName, weekStart, runId, ctx.now(), String(error));
        ctx.logger.warn(
          { err: error, supporter: recipient.indyUserName },
          "weekly email not sent; a later run retries",
        );
        result.failed += 1;
        continue;
      }
      await claims.markSent(recipient.indyUserName, weekStart, runId, ctx.now());
      result.sent += 1;
    }
    pageToken = page.nextPageToken;
  } while (pageToken !== "");
  if (result.sent > 0 || result.failed > 0) ctx.logger.info({ weekStart, ...result }, "weekly supporter emails");
  return result;
}

async function childWeek(
  ctx: ActivityContext,
  repo: WeeklyEmailRepository,
  child: { indyUserName: string; firstName: string },
  period: { from: Date; to: Date; lookbackFrom: Date; weekStart: string },
): Promise<ChildWeek> {
  const numbers = await repo.weekNumbers(child.indyUserName, period.from, period.to);
  const topics = await repo.topicRecords(child.indyUserName, period.lookbackFrom, period.to);
  const unfinished = await repo.unfinishedLessons(child.indyUserName, period.lookbackFrom, period.to, 3);
  const weak = weakestTopics(topics.map((t) => ({ ...t, displayName: t.name }))).slice(0, 2);
  const names = await ctx.catalogueNames([...weak.map((t) => t.name), ...unfinished]);
  const extraLines = (
    await Promise.all(weeklyLineSources.map((source) => source(ctx, child.indyUserName, period.weekStart)))
  ).flat();
  return {
    firstName: child.firstName,
    numbers,
    extraLines,
    nextSteps: nextSteps(
      child.firstName,
      weak.map((t) => ({ ...t, displayName: names.get(t.name) ?? t.name })),
      unfinished.map((name) => ({ name, displayName: names.get(name) ?? name })),
    ),
  };
}

/**
 * Hourly on every replica (first run a minute after start, so a restart on a Monday catches up):
 * only Monday runs send, and the claims keep it to one email per supporter per week.
 */
export function weeklyEmailJob(ctx: ActivityContext, logger: Logger): PeriodicTask {
  return runPeriodically("weekly-supporter-email", async () => void (await sendWeeklyEmails(ctx, ctx.now())), {
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 60 * 1000,
    logger,
  });
}
