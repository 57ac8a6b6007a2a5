// Decides, with no database, what each shop title is against a catalogue, as the crawler does:
//   npm run match -- <catalog.json> <titles.json>
// Prints a JSON array, one decision per title in order. Bad input: one Korean line on stderr, exit 1.
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { createShopTitleMatcher, matchCatalogSchema, shopTitlesSchema } from "@/domains/catalog/matching";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readJson<T>(file: string | undefined, what: string, schema: z.ZodType<T>): T {
  if (!file) fail("사용법: npm run match -- <catalog.json> <titles.json>");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return fail(`${what} 파일을 읽을 수 없습니다: ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(`${what} 파일이 올바른 JSON이 아닙니다: ${file}`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return fail(`${what} 형식이 올바르지 않습니다 (${issue.path.join(".") || "최상위"}: ${issue.message}): ${file}`);
}

const [catalogFile, titlesFile] = process.argv.slice(2);
const catalog = readJson(catalogFile, "카탈로그", matchCatalogSchema);
const titles = readJson(titlesFile, "상품명 목록", shopTitlesSchema);
const decide = createShopTitleMatcher(catalog);
process.stdout.write(`${JSON.stringify(titles.map(({ title }) => decide(title)))}\n`);
