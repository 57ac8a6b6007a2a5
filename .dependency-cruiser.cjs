/**
 * The layers' rules (ARCHITECTURE.md): platform ← domains ← app / demo / server. Checked by `npm run lint:deps`.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/**
 * The domains from the ground up: a domain may import only those before it. Declared once; the rule
 * `no-upward-domain-import` below is made from it. Composition across this order (a wishlist heart on a catalogue
 * tile, the bell in the user menu, crawler cells in the admin's seller list) happens in the app, through slots.
 */
const DOMAIN_ORDER = [
  "audit",
  "settings",
  "accounts",
  "analytics",
  "catalog",
  "search",
  "crawler",
  "wishlist",
  "push",
  "kakao-talk",
  "webhooks",
  "notifications",
  "email-alerts",
  "community",
  "ranking",
  "operations",
];

const TEST_FILE = "\\.test\\.tsx?$";

/**
 * Domains arranged in rooms (docs/decisions/domain-rooms.md, ARCHITECTURE.md "Rooms"): the root files are the kernel, each subfolder a
 * feature with a face — `index.ts` (server and shared) and, where client components need it, `client.ts`. Feature
 * folders meet only through faces, the kernel imports no feature, and `.dependency-cruiser-rooms.cjs` forbids folder
 * cycles. A domain with no subfolders is roomed as it stands.
 */
const ROOMED_DOMAINS = [
  "accounts",
  "community",
  "analytics",
  "audit",
  "settings",
  "ranking",
  "operations",
  "email-alerts",
  "notifications",
  "push",
  "kakao-talk",
  "webhooks",
  "wishlist",
  "search",
  "crawler",
  "catalog",
];

const FACE_OF_ROOMED = `^src/domains/(${ROOMED_DOMAINS.join("|")})/[^/]+/(index|client)\\.tsx?$`;

const upwardDomainImports = DOMAIN_ORDER.slice(0, -1).map((domain, i) => ({
  name: "no-upward-domain-import",
  comment: `${domain} stands below ${DOMAIN_ORDER.slice(i + 1).join(", ")} (DOMAIN_ORDER): it never imports them, not even a table for a foreign key; the app composes them.`,
  severity: "error",
  from: { path: `^src/domains/${domain}/`, pathNot: TEST_FILE },
  to: { path: `^src/domains/(${DOMAIN_ORDER.slice(i + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    ...upwardDomainImports,
    {
      name: "every-domain-in-order",
      comment: "A folder under src/domains that DOMAIN_ORDER does not list has no place in the order: add it there.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^src/domains/[^/]+/", pathNot: `^src/domains/(${DOMAIN_ORDER.join("|")})/` },
    },
    {
      name: "domain-insides-stay-home",
      comment:
        "Across domains, a subfolder is reached only through a roomed domain's face (index.ts, client.ts); a domain not yet in " +
        "ROOMED_DOMAINS keeps its subfolders private to its own files.",
      severity: "error",
      from: { path: "^src/domains/([^/]+)/", pathNot: TEST_FILE },
      to: { path: "^src/domains/[^/]+/[^/]+/", pathNot: ["^src/domains/$1/", FACE_OF_ROOMED] },
    },
    {
      name: "outsiders-use-faces",
      comment:
        "The app, the demo, the composition root, src/ui, src/platform, bench/ and scripts/ use a domain through its kernel " +
        "(root files) and its feature folders' faces (index.ts, client.ts), never a feature folder's other files.",
      severity: "error",
      from: { path: "^(src/(app|demo|server|ui|platform)/|src/proxy\\.ts$|server\\.ts$|worker\\.ts$|bench/|scripts/)", pathNot: TEST_FILE },
      to: { path: "^src/domains/[^/]+/[^/]+/", pathNot: FACE_OF_ROOMED },
    },
    {
      name: "kernel-below-features",
      comment:
        "In a roomed domain the root files are the kernel (tables, types, the rules every folder shares): the kernel never " +
        "imports the domain's feature folders, so the domain's imports run downhill from the faces to the kernel.",
      severity: "error",
      from: { path: `^src/domains/(${ROOMED_DOMAINS.join("|")})/[^/]+$`, pathNot: TEST_FILE },
      to: { path: "^src/domains/$1/[^/]+/" },
    },
    {
      name: "features-meet-through-faces",
      comment:
        "In a roomed domain a feature folder uses another feature folder only through its face (index.ts for the server, " +
        "client.ts for client components); what it keeps behind the face is its own.",
      severity: "error",
      from: { path: `^src/domains/(${ROOMED_DOMAINS.join("|")})/([^/]+)/`, pathNot: TEST_FILE },
      to: { path: "^src/domains/$1/[^/]+/", pathNot: ["^src/domains/$1/$2/", "^src/domains/$1/[^/]+/(index|client)\\.tsx?$"] },
    },
    {
      name: "src-never-imports-tools",
      comment: "The site stands without its tools: src/, server.ts and worker.ts import nothing from bench/ or scripts/ (tests aside).",
      severity: "error",
      from: { path: "^(src/|server\\.ts$|worker\\.ts$)", pathNot: TEST_FILE },
      to: { path: "^(bench|scripts)/" },
    },
    {
      name: "tests-helpers-stay-in-tests",
      comment: "The site stands without its tests: only test files (and tools) import tests/ (its support and fixtures).",
      severity: "error",
      from: { path: "^(src/|server\\.ts$|worker\\.ts$)", pathNot: TEST_FILE },
      to: { path: "^tests/" },
    },
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
        "functions. Exception: a schema.ts may reference a lower domain's table for a foreign key.",
      severity: "error",
      from: { path: "^src/domains/([^/]+)/", pathNot: ["/schema\\.ts$", "\\.test\\.tsx?$"] },
      to: { path: "^src/domains/[^/]+/schema\\.ts$", pathNot: "^src/domains/$1/" },
    },
    {
      name: "tables-stay-in-domains",
      comment:
        "Outside the domains only tests (and drizzle.config.ts / migrations, which are not in src) see a table. " +
        "Exception: the demo's bulk catalogue seeders (src/demo/catalog-seeder.ts, product-photo-seeder.ts) write the catalogue in a few big statements.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/domains/", "^src/demo/(catalog|product-photo)-seeder(\\.test)?\\.ts$", "\\.test\\.tsx?$"] },
      to: { path: "^src/domains/[^/]+/schema\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next[^/]*|tests/fixtures|bench/out|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
