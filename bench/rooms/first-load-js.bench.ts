/**
 * First-load JS of every App Router page of a build, against a baseline build: `npx tsx bench/rooms/first-load-js.bench.ts
 * [--build .next] --baseline <other .next>`. A page's first-load JS is what its HTML asks for before it is interactive:
 * the build's `rootMainFiles` and the `entryJSFiles` of its layouts, page and boundaries (its client reference
 * manifest), gzipped, each chunk once. Read from the build's files, so no server runs and both builds are measured in
 * the same run. HOUSE-3's moves must leave it unchanged or smaller.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { kb } from "../lib/first-load-js";
import { updateBenchReadme } from "../lib/update-bench-readme";

type ClientManifest = { entryJSFiles: Record<string, string[]> };

/** Each page of a build and the gzipped bytes of its first-load JS. */
function firstLoadByPage(buildDir: string): Map<string, number> {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(buildDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const gzipped = new Map<string, number>();
  const bytesOf = (chunk: string) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, gzipSync(readFileSync(path.join(buildDir, chunk))).length);
    return gzipped.get(chunk)!;
  };
  const pages = new Map<string, number>();
  const manifests = readdirSync(path.join(buildDir, "server", "app"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith("page_client-reference-manifest.js"),
  );
  for (const file of manifests.map((name) => path.join("server", "app", name))) {
    const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientManifest> } };
    runInNewContext(readFileSync(path.join(buildDir, file), "utf8"), sandbox);
    for (const [page, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      const segments = Object.entries(manifest.entryJSFiles).filter(([segment]) => segment.startsWith("[project]/src/app"));
      const chunks = new Set([...rootMainFiles, ...segments.flatMap(([, files]) => files)]);
      pages.set(
        page,
        [...chunks].reduce((sum, chunk) => sum + bytesOf(chunk), 0),
      );
    }
  }
  return pages;
}

const { values } = parseArgs({ options: { build: { type: "string", default: ".next" }, baseline: { type: "string" } } });
if (!values.baseline) throw new Error("--baseline <the .next of the build to compare with> is required");
const [now, before] = [firstLoadByPage(values.build!), firstLoadByPage(values.baseline)];
const rows = [...now.keys()].filter((page) => before.has(page)).sort();
const total = (pages: Map<string, number>) => rows.reduce((sum, page) => sum + pages.get(page)!, 0);
const grown = rows.filter((page) => now.get(page)! > before.get(page)!);
const largest = rows.reduce((a, b) => (now.get(a)! >= now.get(b)! ? a : b));
const ratio = (total(now) / total(before)).toFixed(3);
const lines = [
  "## rooms: first-load JS per page — `npx tsx bench/rooms/first-load-js.bench.ts --baseline <before>/.next`",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} from two production builds' manifests (gzip), ${rows.length} pages in both.`,
  "",
  "| build | all pages, KB | mean per page, KB | largest page |",
  "|---|---|---|---|",
  `| before (baseline) | ${kb(total(before))} | ${kb(total(before) / rows.length)} | ${largest} ${kb(before.get(largest)!)} |`,
  `| now | ${kb(total(now))} | ${kb(total(now) / rows.length)} | ${largest} ${kb(now.get(largest)!)} |`,
  "",
  `Ratio now / before: ${ratio}. Pages grown: ${grown.length === 0 ? "none" : grown.map((page) => `${page} (+${now.get(page)! - before.get(page)!} B)`).join(", ")}.`,
  `Pages only in one build: ${[...now.keys(), ...before.keys()].filter((page) => !(now.has(page) && before.has(page))).join(", ") || "none"}.`,
];
console.log(lines.join("\n"));
updateBenchReadme("rooms-first-load", lines.join("\n"));
