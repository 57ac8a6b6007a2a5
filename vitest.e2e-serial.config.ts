import { defineConfig } from "vitest/config";
import parallel, { SERIAL_E2E_FILES } from "./vitest.e2e.config";

// The e2e files that measure time, one at a time with the machine to themselves (see SERIAL_E2E_FILES).
export default defineConfig({
  resolve: parallel.resolve,
  test: {
    ...parallel.test,
    include: SERIAL_E2E_FILES,
    exclude: [],
    maxWorkers: undefined,
    fileParallelism: false,
  },
});
