import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { CHART_IMAGE_SIZE, TYPICAL_BAND_COLOR } from "./chart-style";
import { chartNoticeSvg, priceChartSvg } from "./price-chart-svg";

const days = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"];
const chart = (values: Array<number | null>, typical?: [number, number], name = "청사과 민트") =>
  load(priceChartSvg({ name, siteName: "액상픽", days, values, typical }), { xml: true });
const y = ($: ReturnType<typeof load>, role: string) => Number($(`[data-role="${role}"] line`).attr("y1"));

describe("priceChartSvg", () => {
  it("is a CHART_IMAGE_SIZE card naming the product and the date range, with no web font", () => {
    const $ = chart([13_000, 12_500, null, 12_000, 14_000]);
    const svg = $("svg");
    expect([Number(svg.attr("width")), Number(svg.attr("height"))]).toEqual([640, 320]);
    expect(svg.attr("viewBox")).toBe(`0 0 ${CHART_IMAGE_SIZE.width} ${CHART_IMAGE_SIZE.height}`);
    expect(svg.attr("font-family")).toContain("Noto Sans CJK KR");
    expect($.xml()).not.toMatch(/@font-face|@import|href=/);
    const texts = $("text")
      .map((_, el) => $(el).text())
      .get();
    expect(texts).toContain("청사과 민트");
    expect(texts).toContain("배송비 포함 최저가 · 2026.11.01 ~ 2026.11.05 (5일)");
  });

  it("marks and labels the period's lowest and highest, the lowest below the highest; a day without a price breaks the line", () => {
    const $ = chart([13_000, 12_500, null, 12_000, 14_000]);
    expect($('[data-role="min"]').attr("data-value")).toBe("12000");
    expect($('[data-role="max"]').attr("data-value")).toBe("14000");
    expect($('[data-role="min"] text').text()).toBe("12,000");
    expect($('[data-role="max"] text').text()).toBe("14,000");
    expect(y($, "min")).toBeGreaterThan(y($, "max"));
    expect($('[data-role="summary"]').text()).toBe("최저 12,000원 · 최고 14,000원");
    expect($("path").attr("d")!.match(/M/g)).toHaveLength(2);
  });

  it("draws the 평소 가격 band behind the line, in the page's band colour, and keeps it in view", () => {
    const $ = chart([13_000, 12_500, 12_800, 12_000, 14_000], [15_000, 16_000]);
    const band = $('[data-role="typical"]');
    expect(band.attr("fill")).toBe(TYPICAL_BAND_COLOR);
    const [top, height] = [Number(band.attr("y")), Number(band.attr("height"))];
    expect(top).toBeGreaterThan(0);
    expect(top + height).toBeLessThan(y($, "max"));
    expect($("rect").index(band)).toBeLessThan($("svg > *").index($("path")));
    expect($('[data-role="summary"]').text()).toContain("평소 가격 15,000원~16,000원");
  });

  it("escapes the name, and says so when the period has no price", () => {
    const $ = chart([null, null, null, null, null], undefined, "<script>&");
    expect($("text").first().text()).toBe("<script>&");
    expect($("script")).toHaveLength(0);
    expect($('[data-role="min"], [data-role="max"], path')).toHaveLength(0);
    expect($("text").last().text()).toBe("이 기간의 가격 기록이 없습니다");
  });
});

describe("chartNoticeSvg", () => {
  it("holds only the words given", () => {
    const $ = load(chartNoticeSvg({ title: "액상픽", detail: "본인인증 후 볼 수 있습니다" }), { xml: true });
    expect(
      $("text")
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(["액상픽", "본인인증 후 볼 수 있습니다"]);
  });
});
