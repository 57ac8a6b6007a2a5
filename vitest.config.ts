import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@tests": fileURLToPath(new URL("./tests", import.meta.url)),
      "server-only": fileURLToPath(new URL("./tests/support/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Vite exports its own BASE_URL ("/") into process.env; the app's BASE_URL is a full URL.
    env: { BASE_URL: "http://localhost:3000" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two files at a time even on two cores (Vitest's default leaves one core free): a test file waits on its
    // databases, Redis and timers about as long as it computes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ["tests/support/migrated-databases.ts"],
    setupFiles: ["tests/support/install-composition.ts", "tests/support/isolated-rate-limits.ts"],
  },
});
