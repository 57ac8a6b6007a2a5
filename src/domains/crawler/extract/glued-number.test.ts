import { load } from "cheerio";
import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { isRepeatedNumber, repeatedPieceAmount } from "@/domains/crawler/extract/glued-number";
import { parsePrice } from "@/domains/crawler/extract/parse-price";

const element = (html: string) => load(html)("body > *")[0] as Element;

describe("glued numbers", () => {
  it.each(["109109109", "1290012900", "27,00027,000", "10.0010.00", "121212"])("%s is a number glued to its copies", (text) => {
    expect(isRepeatedNumber(text)).toBe(true);
  });

  it.each(["109", "9999", "100000", "12,900", "1,000,000", "55", "24.99"])("%s is one number", (text) => {
    expect(isRepeatedNumber(text)).toBe(false);
  });

  it("reads an amount printed once per text node, and not digits spread over nodes", () => {
    expect(repeatedPieceAmount(element("<span><b>109</b><i>109</i><u>109</u></span>"), parsePrice)).toBe(109);
    expect(repeatedPieceAmount(element("<span><b>14,900</b><i class=blind>14,900</i></span>"), parsePrice)).toBe(14900);
    expect(repeatedPieceAmount(element("<span><b>1</b><b>3</b>,<b>500</b></span>"), parsePrice)).toBeNull();
    expect(repeatedPieceAmount(element("<span>12,900원</span>"), parsePrice)).toBeNull();
  });
});
