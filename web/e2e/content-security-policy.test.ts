import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, openJourney } from "./browser.js";

/** Every CSP violation and console error a page reports while it is open. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

describe("the built app under its Content-Security-Policy, in Chromium", () => {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await openJourney();
  });
  afterAll(() => journey?.close());

  it("loads the sign-up, login and demo pages (which signs in with the Auth emulator) with no violation", async () => {
    const { browser, stack } = journey!;
    const page = await browser.newPage();
    const problems = await watch(page);
    const response = await page.goto(`${stack.url}/sign-up`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("heading").first().waitFor();
    await page.goto(`${stack.url}/login`);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    // The demo signs the visitor in anonymously: the page talks to the emulator and to our services.
    await page.goto(`${stack.url}/tryme`);
    await page.getByText("Get over 30,000 questions and videos").waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
    await page.close();
  });
});
