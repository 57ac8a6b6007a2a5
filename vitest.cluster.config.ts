import { defineConfig } from "vitest/config";
import unit from "./vitest.config";

// tests/cluster: the production topology (`npm run cluster`: nginx, 2 web instances, 2 workers on PostgreSQL
// + Redis) and its faults. Needs the production build (`npm run test:cluster` makes it first).
export default defineConfig({
  resolve: unit.resolve,
  test: {
    ...unit.test,
    include: ["tests/cluster/**/*.test.ts"],
    pool: undefined,
    globalSetup: [],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
