import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build, configSchema } from "@sumwise/gateway";
import { createLogger, loadConfig } from "@sumwise/kit";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** A build as web/vite.config.ts writes it: hashed assets with .br and .gz beside them. */
const webDist = mkdtempSync(path.join(tmpdir(), "sumwise-web-"));
mkdirSync(path.join(webDist, "assets"));
const indexHtml = `<!doctype html><title>Sumwise shell</title><script type="module" src="/assets/index-AbC123.js"></script>${" ".repeat(2000)}`;
const appJs = `console.log(${JSON.stringify("app ".repeat(2000))});`;
function withCompressed(file: string, content: string) {
  writeFileSync(path.join(webDist, file), content);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
}
withCompressed("index.html", indexHtml);
withCompressed("assets/index-AbC123.js", appJs);
writeFileSync(path.join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

async function startGateway(env: Record<string, string>): Promise<{ url: string; gateway: FastifyInstance }> {
  const config = loadConfig(configSchema, { SUMWISE_ENV: "test", PORT: "0", WEB_DIST: webDist, ...env });
  const gateway = await build(config, createLogger("gateway", "silent"));
  return { gateway, url: await gateway.listen({ host: "127.0.0.1", port: 0 }) };
}

describe("the gateway serving the web app", () => {
  let url: string;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    ({ url, gateway } = await startGateway({
      FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099",
      STRIPE_EMULATOR_URL: "http://127.0.0.1:12111",
    }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it("sends hashed assets pre-compressed as the browser accepts, cached for a year", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const response = await fetch(`${url}/assets/index-AbC123.js`, { headers: { "accept-encoding": accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toContain("javascript");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toContain("accept-encoding");
      expect(await response.text()).toBe(appJs);
    }
  });

  it("revalidates index.html, at / and as the fallback of every client route, compressed too", async () => {
    for (const route of ["/", "/index.html", "/sign-up", "/learner-sign-up?step=2"]) {
      const response = await fetch(`${url}${route}`, { headers: { accept: "text/html", "accept-encoding": "br" } });
      expect(response.status, route).toBe(200);
      expect(response.headers.get("cache-control"), route).toBe("no-cache");
      expect(response.headers.get("content-encoding"), route).toBe("br");
      expect(await response.text()).toBe(indexHtml);
    }
    const favicon = await fetch(`${url}/favicon.svg`);
    expect(favicon.headers.get("cache-control")).toBe("no-cache");
  });

  it("gives HTML a Content-Security-Policy without inline script that lets the app reach the Auth emulator", async () => {
    for (const route of ["/", "/sign-up"]) {
      const response = await fetch(`${url}${route}`, { headers: { accept: "text/html" } });
      const policy = Object.fromEntries(
        (response.headers.get("content-security-policy") ?? "").split("; ").map((directive) => {
          const [name = "", ...sources] = directive.split(" ");
          return [name, sources];
        }),
      );
      expect(policy["script-src"]).toEqual(["'self'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["connect-src"]).toEqual(["'self'", "http://127.0.0.1:9099"]);
      // The emulator's 3-D Secure page is same-origin (/stripe-emulator): nothing of Stripe's is allowed.
      expect(policy["frame-src"]).toEqual(["'self'"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const config = await fetch(`${url}/app-config.json`);
    expect(config.headers.get("content-security-policy")).toBeNull();
    expect(config.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("in production: Google's identity endpoints instead of the emulator, and HSTS", async () => {
    const production = await startGateway({
      SUMWISE_ENV: "production",
      FIREBASE_AUTH_DOMAIN: "sumwise-prod.firebaseapp.com",
    });
    try {
      const response = await fetch(`${production.url}/sign-up`, { headers: { accept: "text/html" } });
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain(
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com https://api.stripe.com",
      );
      expect(policy).toContain(
        "frame-src https://sumwise-prod.firebaseapp.com https://js.stripe.com https://hooks.stripe.com",
      );
      expect(policy).toContain("script-src 'self' https://js.stripe.com");
      expect(policy).toContain("https://api.stripe.com");
      expect(policy).not.toContain("9099");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    } finally {
      await production.gateway.close();
    }
  });
});
