import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// In `npm run dev -w web`, API calls and /app-config.json go to a running gateway (make start).
const gateway = process.env.SUMWISE_GATEWAY_URL ?? "http://localhost:8080";

/** What the gateway serves compressed when the browser accepts it (source maps are for developers). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|woff)$/;

/**
 * Writes a .br and a .gz beside every compressible file of the build, at the highest levels, once:
 * the gateway sends them as they are (Content-Encoding by Accept-Encoding), never compressing per request.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "sumwise-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      "^/sumwise\\.": { target: gateway, changeOrigin: true },
      "/app-config.json": { target: gateway, changeOrigin: true },
    },
  },
});
