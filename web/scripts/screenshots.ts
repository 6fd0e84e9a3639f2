/**
 * Screenshots of the main screens at 360 px and 1280 px wide, for looking at a design change:
 *   node --import tsx web/scripts/screenshots.ts --out /tmp/shots [--dist web/dist] [--only login,sign-up]
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/browser.js";
import { openProduct, settled } from "./product.js";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "/tmp/sumwise-shots" },
    dist: { type: "string" },
    only: { type: "string" },
  },
});
const webDist = path.resolve(values.dist ?? path.join(import.meta.dirname, "../dist"));
const only = values.only?.split(",");
mkdirSync(values.out, { recursive: true });

type Who = "visitor" | "learner" | "supporter";
const screens: Array<{ name: string; path: string; who: Who; before?: (page: Page) => Promise<void> }> = [
  { name: "sign-up", path: "/sign-up", who: "visitor" },
  { name: "login", path: "/login", who: "visitor" },
  {
    name: "login-errors",
    path: "/login",
    who: "visitor",
    before: async (page) => {
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByText("Password is required").waitFor();
    },
  },
  { name: "learner-sign-up", path: "/learner-sign-up", who: "visitor" },
  { name: "supporter-sign-up", path: "/supporter-sign-up/supporter", who: "visitor" },
  { name: "forgot-password", path: "/forgot-password", who: "visitor" },
  { name: "about", path: "/about-sumwise", who: "visitor" },
  { name: "terms", path: "/terms", who: "visitor" },
  { name: "error", path: "/error/10", who: "visitor" },
  { name: "learn", path: "/learn", who: "learner" },
  { name: "account", path: "/account", who: "learner" },
  {
    name: "menu-open",
    path: "/learn",
    who: "learner",
    before: async (page) => {
      const toggle = page.getByRole("button", { name: "Menu" });
      if (await toggle.isVisible()) await toggle.click();
    },
  },
  { name: "parent", path: "/parent", who: "supporter" },
  {
    name: "logout-dialog",
    path: "/parent",
    who: "supporter",
    before: async (page) => {
      const toggle = page.getByRole("button", { name: "Menu" });
      if (await toggle.isVisible()) await toggle.click();
      await page.getByRole("button", { name: "Log out" }).click();
      await page.getByRole("dialog").waitFor();
    },
  },
];

const product = await openProduct(webDist);
const browser = await launchBrowser();
try {
  const emails = {
    learner: await product.account("learner", "Ada"),
    supporter: await product.account("supporter", "Grace"),
  };
  for (const width of [360, 1280]) {
    for (const who of ["visitor", "learner", "supporter"] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 780 : 860 } });
      const page = await context.newPage();
      if (who !== "visitor") await product.logIn(page, emails[who]);
      for (const screen of screens.filter((s) => s.who === who && (!only || only.includes(s.name)))) {
        await page.goto(`${product.url}${screen.path}`);
        await settled(page);
        await screen.before?.(page);
        const file = path.join(values.out, `${screen.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await product.close();
}
