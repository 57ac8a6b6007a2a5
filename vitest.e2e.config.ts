import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Files whose assertions are timings, kept from running beside another file (vitest.e2e-serial.config.ts runs them
 * after the rest): lifecycle's SIGTERM drains must exit within 10 s, notifications' live price drop must reach the bell
 * within 2 s of the crawl.
 */
export const SERIAL_E2E_FILES = ["tests/e2e/lifecycle.e2e.ts", "tests/e2e/notifications.e2e.ts"];

// Two files at a time, each worker against its own suite server (global-setup.ts, pages.ts's baseUrl): a file spends
// much of its time waiting on its server, Chromium and fixed waits rather than computing.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    exclude: SERIAL_E2E_FILES,
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
  },
});
