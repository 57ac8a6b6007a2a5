import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createShopTitleMatcher, matchCatalogSchema } from "../shop-title-matcher";
import type { MatchDecision } from "./types";

// Labelled shop titles (tests/fixtures/matching): `titles-tuning.json` was tuned against,
// `titles-unseen.json` was written afterwards and never tuned against.
const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/fixtures/matching");
const readFixture = (file: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8"));
const decide = createShopTitleMatcher(matchCatalogSchema.parse(readFixture("catalog.json")));

type Labelled = { title: string; expect: string };
const label = (decision: MatchDecision) => (decision.decision === "match" ? `match:${decision.productId}` : decision.decision);

describe.each(["titles-tuning.json", "titles-unseen.json"])("labelled shop titles: %s", (file) => {
  const titles = readFixture(file) as Labelled[];
  const results = titles.map(({ title, expect }) => ({ title, expect, got: decide(title) }));
  const wrongMatches = results.filter(({ expect, got }) => got.decision === "match" && label(got) !== expect);
  const otherMisses = results.filter(({ expect, got }) => got.decision !== "match" && label(got) !== expect);
  const decidedRight = results.filter(({ expect, got }) => got.decision !== "review" && label(got) === expect);
  const share = decidedRight.length / results.length;
  const show = (list: typeof results) =>
    list.map(({ title, expect, got }) => `  ${title} — 기대 ${expect}, 결과 ${JSON.stringify(got)}`).join("\n");
  console.log(
    [
      `${file}: ${results.length} titles, wrong matches ${wrongMatches.length}, decided right without review ${decidedRight.length} (${(share * 100).toFixed(1)} %)`,
      `other decisions unlike the label: ${otherMisses.length}`,
      show(otherMisses),
    ].join("\n"),
  );

  it("never matches a title to another product", () => {
    expect(show(wrongMatches)).toBe("");
  });
  it("has at least 50 titles", () => {
    expect(results.length).toBeGreaterThanOrEqual(50);
  });
});
