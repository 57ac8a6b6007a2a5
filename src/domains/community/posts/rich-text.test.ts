import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "@tests/fixtures/xss-payloads";
import { priceChartEmbedHtml } from "../price-chart-embed";
import { postImageUrls, postPlainText, sanitizePostHtml } from "./rich-text";

// What no sanitised post may contain: anything that runs, loads or restyles.
const DANGEROUS =
  /<(script|style|svg|math|iframe|object|embed|form|button|input|textarea|select|meta|base|link|template|noscript|xmp|video|audio|source|details|marquee|body)\b|\son\w+\s*=|javascript:|vbscript:|data:|style\s*=|srcdoc|formaction|xlink:href/i;

describe("sanitizePostHtml", () => {
  it(`leaves nothing that runs in any of the ${XSS_PAYLOADS.length} corpus payloads, alone or together`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    for (const payload of [...XSS_PAYLOADS, XSS_PAYLOADS.join("\n")]) {
      const clean = sanitizePostHtml(payload);
      // Only markup can run: text (escaped `&lt;…`) is checked by the browser test, where it renders as text.
      const tags = clean.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) expect(tag, payload).not.toMatch(DANGEROUS);
      expect(clean, payload).not.toMatch(/<(?!\/?(p|br|div|strong|b|em|i|u|s|ul|ol|li|blockquote|a|img|h3)\b)/i);
      // Idempotent: what is stored sanitises to itself on render.
      expect(sanitizePostHtml(clean), payload).toBe(clean);
    }
  });

  it("keeps what the editor makes and marks links nofollow ugc noopener", () => {
    const html =
      '<p><b>굵게</b> <i>기울임</i></p><ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><a href="https://example.kr">링크</a><img src="/media/community/0123456789abcdef01234567.webp" alt="">';
    expect(sanitizePostHtml(html)).toBe(
      '<p><b>굵게</b> <i>기울임</i></p><ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote><a href="https://example.kr" rel="nofollow ugc noopener" target="_blank">링크</a><img src="/media/community/0123456789abcdef01234567.webp" alt="" />',
    );
  });

  it("drops images that are not our uploads and links to other schemes", () => {
    expect(sanitizePostHtml('<img src="https://evil.example/x.png"><a href="mailto:a@b.c">메일</a>')).toBe(
      '<a rel="nofollow ugc noopener" target="_blank">메일</a>',
    );
  });

  it("keeps a price chart of this site put in by the editor, and no other chart-looking image", () => {
    const pasted = '<a href="https://aeksangpick.kr/products/12"><img src="https://aeksangpick.kr/products/12/chart.svg?period=365"></a>';
    const embed = priceChartEmbedHtml(pasted)!;
    expect(embed).toBe(
      '<a href="/products/12"><img src="/products/12/chart.svg?period=365" alt="가격 변동 그래프 (최근 365일, 배송비 포함 최저가)"></a>',
    );
    expect(priceChartEmbedHtml("/products/7")).toContain('src="/products/7/chart.svg?period=90"');
    expect(priceChartEmbedHtml("https://example.kr/blog")).toBeNull();
    const clean = sanitizePostHtml(embed);
    expect(clean).toContain('<img src="/products/12/chart.svg?period=365"');
    expect(postImageUrls(clean)).toEqual([]); // a chart is no link preview image
    for (const src of [
      "https://evil.example/products/12/chart.svg?period=90",
      "/products/12/chart.svg?period=90&x=<script>",
      "//evil.example/products/1/chart.svg?period=90",
      "/products/12/chart.svg?period=7",
    ])
      expect(sanitizePostHtml(`<img src="${src}">`), src).toBe("");
  });

  it("reads the text of a post for search and excerpts", () => {
    expect(postPlainText("<p>레몬 &amp; 민트</p><p>두 번째<br>줄</p>")).toBe("레몬 & 민트 두 번째 줄");
  });
});
