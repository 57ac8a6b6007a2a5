import { describe, expect, it } from "vitest";
import { chartEmbedSnippet } from "./chart-embed-snippet";

describe("chartEmbedSnippet", () => {
  it("is the chart image on BASE_URL, linked back to the product, with a Korean alt naming it", () => {
    expect(chartEmbedSnippet({ baseUrl: "https://aeksangpick.kr", productId: 12, name: "청사과 민트", range: 90 })).toBe(
      '<a href="https://aeksangpick.kr/products/12"><img src="https://aeksangpick.kr/products/12/chart.svg?period=90" width="640" height="320" alt="청사과 민트 최근 90일 가격 변동 그래프 (배송비 포함 최저가)"></a>',
    );
  });

  it("escapes the name inside the alt attribute", () => {
    const snippet = chartEmbedSnippet({ baseUrl: "https://aeksangpick.kr", productId: 1, name: 'A "B" <c>', range: 365 });
    expect(snippet).toContain('alt="A &quot;B&quot; &lt;c&gt; 최근 1년 가격 변동');
  });
});
