/**
 * make bench-web: builds the web app (unless --dist names a built one), serves it through the real
 * gateway with the whole product behind it, and loads each main route cold in Chromium under mobile
 * throttling (150 ms latency, 1.6 Mb/s down, 4× slower CPU, through CDP). Per route it prints the
 * gzipped JavaScript the page loaded before the user acts, the bytes on the wire and the Largest
 * Contentful Paint. Goals: at most 150 KiB of gzipped JavaScript on /sign-up and /login; LCP ≤ 2.5 s.
 *
 *   node --import tsx web/scripts/bench-web.ts [--dist path/to/dist] [--runs 3] [--files] [--route /login]
 *
 * --files lists, under each route, the scripts it loaded with their gzipped sizes (largest first);
 * --route measures only the routes starting with that path.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../e2e/browser.js";
import { openProduct, settled } from "./product.js";

const { values } = parseArgs({
  options: {
    dist: { type: "string" },
    runs: { type: "string", default: "3" },
    files: { type: "boolean", default: false },
    route: { type: "string" },
  },
});
const webRoot = path.resolve(import.meta.dirname, "..");
const webDist = values.dist ? path.resolve(values.dist) : path.join(webRoot, "dist");
const runs = Math.max(1, Number(values.runs));

const throttling = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const budgetKiB = 150;
const lcpGoalMs = 2500;

interface RouteResult {
  jsGzipBytes: number;
  jsFiles: number;
  wireBytes: number;
  lcpMs: number;
  /** Each script's file name and gzipped size. */
  scripts: Array<{ name: string; gzipBytes: number }>;
}

/** Loads one route cold in a fresh page of `context`, throttled, and measures it. */
async function measure(context: BrowserContext, url: string): Promise<RouteResult> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  let wireBytes = 0;
  cdp.on("Network.loadingFinished", (event) => {
    wireBytes += event.encodedDataLength;
  });
  const scripts: Array<Promise<{ name: string; gzipBytes: number }>> = [];
  page.on("response", (response) => {
    const isScript = response.request().resourceType() === "script" || /\.m?js(\?|$)/.test(response.url());
    if (isScript && response.ok())
      scripts.push(
        response.body().then(
          (body) => ({ name: path.basename(new URL(response.url()).pathname), gzipBytes: gzipSync(body).length }),
          () => ({ name: response.url(), gzipBytes: 0 }),
        ),
      );
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __lcp: number };
    store.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // The page has drawn its heading and nothing is still loading: what a user sees before acting.
  await settled(page);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  const loaded = await Promise.all(scripts);
  await page.close();
  return {
    jsGzipBytes: loaded.reduce((sum, script) => sum + script.gzipBytes, 0),
    jsFiles: loaded.length,
    wireBytes,
    lcpMs,
    scripts: loaded,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!values.dist) {
    console.log("Building the web app…");
    execSync("npm run build -w web --silent", { cwd: path.resolve(webRoot, ".."), stdio: "inherit" });
  }
  const product = await openProduct(webDist);
  const browser = await launchBrowser();
  try {
    const learner = await product.account("learner", "Ada");
    const supporter = await product.account("supporter", "Grace");
    const routes: Array<{ path: string; as?: string }> = [
      { path: "/sign-up" },
      { path: "/login" },
      { path: "/learner-sign-up" },
      { path: "/supporter-sign-up/supporter" },
      { path: "/forgot-password" },
      { path: "/about-sumwise" },
      { path: "/privacy" },
      { path: "/learn", as: learner },
      { path: "/account", as: learner },
      { path: "/parent", as: supporter },
    ];
    console.log(`\nWeb bundle per route: ${webDist}`);
    console.log(
      `Cold loads, median of ${runs}; throttled: ${throttling.latencyMs} ms latency, 1.6 Mb/s, ${throttling.cpuSlowdown}× CPU\n`,
    );
    console.log(
      `${"route".padEnd(32)}${"JS gzip".padStart(12)}${"JS files".padStart(10)}${"on wire".padStart(13)}${"LCP".padStart(10)}`,
    );
    for (const route of routes.filter((r) => !values.route || r.path.startsWith(values.route))) {
      const results: RouteResult[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        if (route.as) {
          const page = await context.newPage();
          await product.logIn(page, route.as);
          await page.close();
        }
        results.push(await measure(context, `${product.url}${route.path}`));
        await context.close();
      }
      const js = median(results.map((r) => r.jsGzipBytes));
      const lcp = median(results.map((r) => r.lcpMs));
      const flags = [
        ["/sign-up", "/login"].includes(route.path) && js > budgetKiB * 1024 ? ` over the ${budgetKiB} KiB budget` : "",
        lcp > lcpGoalMs ? " LCP over 2.5 s" : "",
      ].join("");
      console.log(
        `${(route.path + (route.as ? " (signed in)" : "")).padEnd(32)}${kib(js).padStart(12)}${String(median(results.map((r) => r.jsFiles))).padStart(10)}${kib(median(results.map((r) => r.wireBytes))).padStart(13)}${`${(lcp / 1000).toFixed(2)} s`.padStart(10)}${flags}`,
      );
      if (values.files) {
        const scripts = [...(results[0]?.scripts ?? [])].sort((a, b) => b.gzipBytes - a.gzipBytes);
        for (const script of scripts) console.log(`    ${kib(script.gzipBytes).padStart(10)}  ${script.name}`);
      }
    }
  } finally {
    await browser.close();
    await product.close();
  }
}

await main();
