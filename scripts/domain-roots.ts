/**
 * `npm run lint:rooms`, second half: no domain's root (its kernel) holds more than ROOT_FILE_LIMIT files, tests included;
 * the rest lives in feature folders (ARCHITECTURE.md, "Rooms").
 */
import { readdirSync } from "node:fs";
import path from "node:path";

const ROOT_FILE_LIMIT = 30;
const domainsDir = path.join(import.meta.dirname, "..", "src", "domains");

const crowded = readdirSync(domainsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((domain) => ({
    domain: domain.name,
    files: readdirSync(path.join(domainsDir, domain.name), { withFileTypes: true }).filter((entry) => entry.isFile()).length,
  }))
  .filter(({ files }) => files > ROOT_FILE_LIMIT);

for (const { domain, files } of crowded) {
  console.error(`src/domains/${domain}: ${files} files in its root (at most ${ROOT_FILE_LIMIT}); move features into folders`);
}
if (crowded.length > 0) process.exit(1);
console.log(`domain roots: every one holds at most ${ROOT_FILE_LIMIT} files`);
