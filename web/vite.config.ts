import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In `npm run dev -w web`, API calls and /app-config.json go to a running gateway (make start).
const gateway = process.env.SUMWISE_GATEWAY_URL ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      "^/sumwise\\.": { target: gateway, changeOrigin: true },
      "/app-config.json": { target: gateway, changeOrigin: true },
    },
  },
});
