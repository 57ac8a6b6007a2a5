import { describe, expect, it } from "vitest";
import { pickSubsetUrls } from "./font-loader";
import { PRETENDARD_DIR, readPretendardAsset } from "./pretendard-asset";

const css = `
@font-face { font-family: 'P'; src: url(./s.1.woff2) format('woff2-variations'); unicode-range: U+0020-007e, U+00a0; }
@font-face { font-family: 'P'; src: url(./s.2.woff2) format('woff2-variations'); unicode-range: U+ac00-ac10, U+b808; }
@font-face { font-family: 'P'; src: url(./s.3.woff2) format('woff2-variations'); unicode-range: U+d7a3; }
`;

describe("pickSubsetUrls", () => {
  it("keeps the subsets that some character of the text falls in", () => {
    expect(pickSubsetUrls(css, "가")).toEqual(["./s.2.woff2"]);
    expect(pickSubsetUrls(css, "레 A")).toEqual(["./s.1.woff2", "./s.2.woff2"]);
    expect(pickSubsetUrls(css, "힣")).toEqual(["./s.3.woff2"]);
    expect(pickSubsetUrls(css, "")).toEqual([]);
  });

  it("finds a handful of Pretendard's 92 subsets for a line of Korean", async () => {
    const real = (await readPretendardAsset([PRETENDARD_DIR, "pretendardvariable-dynamic-subset.css"]))!.body.toString("utf8");
    const urls = pickSubsetUrls(real, "오늘의 액상 최저가 — 쇼핑몰별 가격을 배송비까지 더해 비교합니다. 30ml");
    expect(urls.length).toBeGreaterThan(1);
    expect(urls.length).toBeLessThan(20);
    for (const url of urls) expect(url).toMatch(/^\.\/woff2-dynamic-subset\/PretendardVariable\.subset\.\d+\.woff2$/);
  });
});
