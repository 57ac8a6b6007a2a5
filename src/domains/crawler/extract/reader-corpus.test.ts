import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { extractOffer } from "@/domains/crawler/extract";
import { indexPage } from "@/domains/crawler/extract/page-index";
import { visibleStep } from "@/domains/crawler/extract/steps/visible";
import { extractionFailure, type ExtractResult } from "@/domains/crawler/extraction-types";
import { loadCorpus, scoreCorpus, type CorpusPage } from "@tests/fixtures/pages/corpus";
import { describeTally, rates, scoreReader, type ReaderScore } from "@tests/fixtures/pages/reader-metrics";

// Every saved page, scored as a benchmark would: published prices (precision first), availability,
// per failure class of PRICE-READER-2, the held-out pages apart, and the visible reader alone.

const structured = loadCorpus();
const visible = loadCorpus("../visible-pages/");
const reader = loadCorpus("../reader-pages/");
// Held out, each set scored apart: the first was written before any fix (its misses were printed
// while working), the second after the fixes and the third on the final code, each run once before
// any further change. First runs: held-out 1 on the code before PRICE-READER-2 price P 0.909 R 0.714,
// availability P 0.818 R 0.643; held-out 2 price P 1.000 R 0.917, availability P 0.917 R 0.917 (its two
// misses were then fixed in general rules); held-out 3 price and availability 12/12. Held-out 4
// (PRICE-READER-3's classes, 19 pages) was written before its readers; on the code before them it
// scored price P 0.750 R 0.474, availability P 0.833 R 0.526, and it was not looked at again until scored
// (then P 1.000 R 0.947: one Korean page refused). Held-out 5 (8 pages) was written on the final code: 8/8.
const heldSets = [
  ["held-out 1", loadCorpus("../reader-pages/holdout/")],
  ["held-out 2", loadCorpus("../reader-pages/holdout-2/")],
  ["held-out 3", loadCorpus("../reader-pages/holdout-3/")],
  ["held-out 4", loadCorpus("../reader-pages/holdout-4/")],
  ["held-out 5", loadCorpus("../reader-pages/holdout-5/")],
] as const;
const holdout = heldSets.flatMap(([, pages]) => pages);
const tuned = [...structured, ...visible, ...reader];

const read = (page: CorpusPage) => extractOffer({ html: page.html, url: page.url, selectors: page.selectors });

/** The visible-price reader on its own, as if the page had no structured data. */
function readVisibleOnly(page: CorpusPage): ExtractResult {
  const $ = load(page.html);
  const outcome = visibleStep.run({ $, index: indexPage($), url: page.url, selectors: page.selectors });
  if (outcome.kind !== "ok") return extractionFailure(outcome.kind === "fail" ? outcome.code : "NO_PRICE");
  const { price, currency } = outcome.candidate;
  return { ok: true, extraction: { price, currency: currency ?? "KRW", inStock: true, hold: null } } as ExtractResult;
}

function report(name: string, score: ReaderScore): string[] {
  return [describeTally(`${name} price`, score.price), describeTally(`${name} availability`, score.stock)];
}

const CLASSES = [
  "related",
  "glued",
  "meta",
  "sale",
  "marketplace",
  "availability",
  "split",
  "locale",
  "from",
  "auction",
  "currency",
  "state",
] as const;

describe("reader figures on every saved page", () => {
  const all = scoreReader([...tuned, ...holdout], read);
  const held = scoreReader(holdout, read);
  const lines = [
    ...report("all pages", all),
    ...report("held-out", held),
    ...heldSets.flatMap(([name, pages]) => report(name, scoreReader(pages, read))),
    ...report("tuned on", scoreReader(tuned, read)),
  ];
  for (const name of CLASSES) {
    const pages = [...reader, ...holdout].filter((page) => page.class === name);
    lines.push(...report(`class ${name}`, scoreReader(pages, read)));
    const held = holdout.filter((page) => page.class === name);
    if (held.length > 0) lines.push(...report(`held-out ${name}`, scoreReader(held, read)));
  }
  const visibleOnly = scoreReader([...tuned, ...holdout], readVisibleOnly);
  lines.push(describeTally("visible reader alone", visibleOnly.price));

  it("prints the figures", () => {
    console.log(`reader corpus (${tuned.length + holdout.length} pages, ${holdout.length} held out):\n  ${lines.join("\n  ")}`);
    const misses = [...all.price.wrong, ...all.stock.wrong];
    if (misses.length > 0) console.log(`misses:\n  ${misses.join("\n  ")}`);
    console.log(`visible reader alone, wrong:\n  ${visibleOnly.price.wrong.join("\n  ")}`);
  });

  it("publishes no wrong price", () => {
    expect(all.price.wrong).toEqual([]);
  });

  it("meets the goals on the held-out pages, in every class", () => {
    expect(rates(held.price).precision).toBeGreaterThanOrEqual(0.95);
    for (const name of CLASSES) {
      const score = scoreReader(
        holdout.filter((page) => page.class === name),
        read,
      );
      expect(rates(score.price).precision, `held-out ${name} price precision`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("reads every field of the failure-class pages", () => {
    const score = scoreCorpus(reader, read);
    console.log(`reader-pages corpus: ${score.right}/${score.total} fields right on ${reader.length} pages`);
    if (score.wrong.length > 0) console.log(`wrong:\n  ${score.wrong.join("\n  ")}`);
    expect(score.wrong).toEqual([]);
  });
});
