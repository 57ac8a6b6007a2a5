import { describe, expect, it } from "vitest";
import { extractOffer } from "@/domains/crawler/extract";
import { loadCorpus } from "../../../../tests/fixtures/pages/corpus";

const corpus = loadCorpus();

describe("saved shop pages", () => {
  it("covers every extraction method and the failure cases", () => {
    const methods = new Set(corpus.map((page) => page.expect?.method).filter(Boolean));
    expect([...methods].sort()).toEqual([
      "json-ld",
      "meta",
      "microdata",
      "preset:cafe24",
      "preset:godomall",
      "preset:makeshop",
      "selectors",
    ]);
    const failures = new Set(corpus.map((page) => page.expectFailure).filter(Boolean));
    for (const code of ["NO_PRICE", "BAD_PRICE", "CONFLICTING_PRICES", "EMPTY_PAGE"]) expect(failures).toContain(code);
    expect(corpus.length).toBeGreaterThanOrEqual(20);
  });

  it.each(corpus.map((page) => [page.file, page] as const))("%s", (_file, page) => {
    const result = extractOffer({ html: page.html, url: page.url, selectors: page.selectors });
    if (page.expectFailure) {
      expect(result).toMatchObject({ ok: false, code: page.expectFailure });
      if (!result.ok) expect(result.reason).toMatch(/[가-힣]/);
    } else {
      expect(result).toEqual({ ok: true, extraction: page.expect });
    }
  });

  it("decodes the EUC-KR pages, including CP949-only syllables", () => {
    const makeshop = corpus.find((page) => page.file === "makeshop-normal.euckr.html")!;
    expect(Buffer.from(makeshop.bytes).includes(Buffer.from("샾", "utf8"))).toBe(false);
    expect(makeshop.html).toContain("[액상샾 단독] 쿨 스피아민트 솔트");
  });
});
