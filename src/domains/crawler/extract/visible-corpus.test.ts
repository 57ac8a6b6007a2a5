import { describe, expect, it } from "vitest";
import { extractOffer } from "@/domains/crawler/extract";
import { loadCorpus, scoreCorpus, type CorpusPage } from "@tests/fixtures/pages/corpus";

const corpus = loadCorpus("../visible-pages/");
const read = (page: CorpusPage) => extractOffer({ html: page.html, url: page.url, selectors: page.selectors });

describe("saved shop pages without structured data (visible-price reader)", () => {
  it("has Korean builders and international layouts, refusals included", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(corpus.filter((page) => page.expect?.currency === "KRW").length).toBeGreaterThanOrEqual(15);
    expect(new Set(corpus.map((page) => page.expect?.currency).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
    expect(corpus.map((page) => page.expectFailure)).toContain("AMBIGUOUS_PRICE");
    for (const page of corpus) expect(page.html).not.toMatch(/application\/ld\+json|itemprop=|product:price/);
  });

  it("reads every expected field right", () => {
    const score = scoreCorpus(corpus, read);
    console.log(`visible corpus: ${score.right}/${score.total} fields right on ${corpus.length} pages`);
    console.log(`refusals (${score.refusals.length}):\n  ${score.refusals.join("\n  ")}`);
    expect(score.wrong).toEqual([]);
    expect(score.right).toBe(score.total);
  });
});
