import { describe, expect, it } from "vitest";
import { EXTRACTION_METHOD_LABELS, extractionMethodLabel } from "@/domains/catalog/labels";
import { crawlLogCodeLabel } from "./crawl-log-labels";
import { EXTRACTION_METHODS } from "../extraction-types";

describe("crawl labels", () => {
  it("name every extraction method in Korean", () => {
    for (const method of EXTRACTION_METHODS) expect(EXTRACTION_METHOD_LABELS[method], method).toMatch(/[가-힣]/);
    expect(extractionMethodLabel("preset:makeshop")).toBe("메이크샵 화면 규칙");
    expect(extractionMethodLabel("something-new")).toBe("기타");
  });

  it("name log codes in Korean and never echo an unknown code", () => {
    expect(crawlLogCodeLabel("NO_PRODUCT_LINKS")).toBe("상품 링크 없음");
    expect(crawlLogCodeLabel(null)).toBe("정상");
    expect(crawlLogCodeLabel("SOMETHING_NEW")).toBe("기타 오류");
  });
});
