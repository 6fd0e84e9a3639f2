import { existsSync } from "node:fs";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@sumwise/kit";
import type { RunningStack } from "@sumwise/stack";
import { startTestStack } from "@sumwise/stack/testing";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { auditSummary } from "./axe.js";

/** Debian's Chromium (no browser downloads on these machines). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium for the journeys, with the flags these machines need: headless, no sandbox (root),
 * and no background networking (the closed network refuses it, noisily). Playwright gives every
 * launch a fresh, empty profile directory of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: run make test (it installs Debian's chromium).`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const webDist = path.resolve(import.meta.dirname, "../dist");

export interface Journey {
  database: DatabaseHandle;
  stack: RunningStack;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * What every journey runs against: the whole product (gateway, four services, Auth emulator, mail
 * catcher) on a fresh in-memory database, serving the built web app, and a Chromium to drive it.
 * `env` adds service settings (e.g. COMPETITION_STARTS_ON).
 */
export async function openJourney(env: Record<string, string> = {}): Promise<Journey> {
  if (!existsSync(path.join(webDist, "index.html"))) throw new Error("web/dist is missing: run npm run build -w web");
  const database = await openDatabase({ inMemory: true });
  const stack = await startTestStack(database, { WEB_DIST: webDist, ...env });
  const browser = await launchBrowser();
  return {
    database,
    stack,
    browser,
    close: async () => {
      console.log(auditSummary());
      await browser.close();
      await stack.stop();
      await database.close();
    },
  };
}

/**
 * Where a signed-in learner lands, by first name: the home greeting once they have a course, or the
 * course picker's "Hi Ada!" before (the learn entry sends a learner without a course there first).
 */
export function learnerGreeting(page: Page, firstName: string): Locator {
  return (
    page
      .getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${firstName}$`) })
      .or(page.getByText(`Hi ${firstName}! Which course are you studying?`))
      // A learner with a course who has not yet watched (or skipped) the introduction lands on it.
      .or(page.getByRole("heading", { name: "Welcome to Sumwise" }))
  );
}
