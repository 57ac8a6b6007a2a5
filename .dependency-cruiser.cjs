/**
 * The layers' rules (ARCHITECTURE.md): platform ← domains ← app / demo / server. Checked by `npm run lint:deps`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "platform-stands-alone",
      comment: "src/platform is what every domain stands on: it never imports a domain, the demo, the app or the composition root.",
      severity: "error",
      from: { path: "^src/platform/" },
      to: { path: "^src/(domains|demo|app|server)/" },
    },
    {
      name: "ui-stands-alone",
      comment: "src/ui holds shared presentational pieces: no domain, demo, app or composition root behind them.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^src/(domains|demo|app|server)/" },
    },
    {
      name: "domains-below-app-and-demo",
      comment: "Domains are called by the app, the demo and the composition root, never the other way round.",
      severity: "error",
      from: { path: "^src/domains/" },
      to: { path: "^src/(demo|app|server)/" },
    },
    {
      name: "no-circular",
      comment: "No cycles, in particular between domains.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "tables-stay-home",
      comment:
        "A domain's tables (schema.ts) are read and written only by that domain's files; other domains call its exported " +
        "functions. Exception: a schema.ts may reference another domain's table for a foreign key.",
      severity: "error",
      from: { path: "^src/domains/([^/]+)/", pathNot: ["/schema\\.ts$", "\\.test\\.tsx?$"] },
      to: { path: "^src/domains/[^/]+/schema\\.ts$", pathNot: "^src/domains/$1/" },
    },
    {
      name: "tables-stay-in-domains",
      comment:
        "Outside the domains only tests (and drizzle.config.ts / migrations, which are not in src) see a table. " +
        "Exception: the demo's bulk catalogue seeder (src/demo/catalog-seeder.ts) writes the catalogue in a few big statements.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/domains/", "^src/demo/catalog-seeder(\\.test)?\\.ts$", "\\.test\\.tsx?$"] },
      to: { path: "^src/domains/[^/]+/schema\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
