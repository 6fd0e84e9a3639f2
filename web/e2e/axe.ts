import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The two widths every audited page is checked at: a phone and a desktop. */
const viewports = [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Every audit of this test run, for the closing summary line. */
const audited = { pages: 0, checks: 0, serious: 0, minor: 0 };

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now, at phone and desktop widths,
 * and fails with the details when it finds a serious or critical violation (issue 7 §13). Lesser
 * findings are counted, not failed. The page's own viewport is restored afterwards.
 */
export async function audit(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  const original = page.viewportSize();
  const failures: string[] = [];
  audited.pages += 1;
  try {
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Legacy mode runs axe inside the page itself: the default mode opens a blank page in the same
      // context to merge frame results, which Playwright refuses for pages made by browser.newPage().
      // Our pages have no frames of their own, so nothing is lost.
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .setLegacyMode(true)
        .analyze();
      audited.checks += 1;
      for (const violation of results.violations) {
        const serious = violation.impact === "serious" || violation.impact === "critical";
        if (!serious) {
          audited.minor += 1;
          continue;
        }
        audited.serious += 1;
        const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 5);
        failures.push(
          `${viewport.name}: ${violation.id} (${violation.impact}): ${violation.help} at ${targets.join(", ")}`,
        );
      }
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
  if (failures.length > 0)
    throw new Error(`axe found serious or critical problems on ${label}:\n${failures.join("\n")}`);
}

/** "axe: N pages, N checks, 0 serious or critical, N minor or moderate" for the journey's log. */
export function auditSummary(): string {
  return `axe: ${audited.pages} pages, ${audited.checks} checks (phone and desktop), ${audited.serious} serious or critical, ${audited.minor} minor or moderate`;
}
