import { existsSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";

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
