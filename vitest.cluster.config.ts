import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// tests/cluster: the production topology (`npm run cluster`: nginx, 2 web instances, 2 workers on PostgreSQL
// + Redis) and its faults. Needs the production build (`npm run test:cluster` makes it first).
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "server-only": fileURLToPath(new URL("./tests/support/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    env: { BASE_URL: "http://localhost:3000" },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    setupFiles: ["tests/support/install-composition.ts"],
  },
});
