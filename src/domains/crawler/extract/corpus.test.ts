import { describe, expect, it } from "vitest";
import { extractOffer } from "@/domains/crawler/extract";
import { loadCorpus, scoreCorpus, type CorpusPage } from "@tests/fixtures/pages/corpus";

const corpus = loadCorpus();
const read = (page: CorpusPage) => extractOffer({ html: page.html, url: page.url, selectors: page.selectors });

describe("saved shop pages (structured data and platform presets)", () => {
  it("covers every platform, extraction method and failure case", () => {
    const methods = new Set(corpus.map((page) => page.expect?.method).filter(Boolean));
    for (const method of ["json-ld", "meta", "microdata", "preset:cafe24", "preset:godomall", "preset:makeshop", "selectors"])
      expect(methods).toContain(method);
    const failures = new Set(corpus.map((page) => page.expectFailure).filter(Boolean));
    for (const code of ["NO_PRICE", "BAD_PRICE", "CONFLICTING_PRICES", "EMPTY_PAGE"]) expect(failures).toContain(code);
    expect(corpus.map((page) => page.expectHold)).toContain("WITNESSES_DISAGREE");
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it("reads every expected field right", () => {
    const score = scoreCorpus(corpus, read);
    console.log(`structured corpus: ${score.right}/${score.total} fields right on ${corpus.length} pages`);
    console.log(`refusals (${score.refusals.length}):\n  ${score.refusals.join("\n  ")}`);
    expect(score.wrong).toEqual([]);
    expect(score.right).toBe(score.total);
  });

  it("decodes the EUC-KR pages, including CP949-only syllables", () => {
    const makeshop = corpus.find((page) => page.file === "makeshop-normal.euckr.html")!;
    expect(Buffer.from(makeshop.bytes).includes(Buffer.from("샾", "utf8"))).toBe(false);
    expect(makeshop.html).toContain("[액상샾 단독] 쿨 스피아민트 솔트");
  });
});
