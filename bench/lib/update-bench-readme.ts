import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const README = path.resolve(import.meta.dirname, "..", "README.md");

/** Replaces (or appends) one benchmark's section of bench/README.md, between its markers. */
export function updateBenchReadme(section: string, markdown: string): void {
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(README)
    ? readFileSync(README, "utf8")
    : "# Benchmarks\n\nEach section is rewritten by its benchmark's latest run.\n";
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(README, pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`);
}
