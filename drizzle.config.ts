import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/domains/*/schema.ts",
  out: "./drizzle",
  casing: undefined,
});
