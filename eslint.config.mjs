import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

const config = [
  { ignores: ["node_modules/**", ".next*/**", "test-results/**", "coverage/**", "data/**", "drizzle/**", "next-env.d.ts", "bench/out/**"] },
  ...nextVitals,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Process-wide values live in the registry of src/platform/process-slots.ts, not on globalThis here and there.
    files: ["src/**/*.{ts,tsx}", "server.ts", "worker.ts"],
    ignores: ["src/platform/process-slots.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > Identifier[name='globalThis'], MemberExpression > Identifier.object[name='globalThis']",
          message: "A process-wide value is a slot of src/platform/process-slots.ts (processSlot), listed there with what it is.",
        },
      ],
    },
  },
];

export default config;
