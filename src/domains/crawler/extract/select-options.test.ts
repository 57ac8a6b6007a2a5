import { load } from "cheerio";
import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { readSelectOptions } from "@/domains/crawler/extract/select-options";

const selects = (html: string) => load(html)("select").toArray() as Element[];

describe("readSelectOptions", () => {
  it("skips placeholders and separators and adds surcharges to the base price", () => {
    const html = `<select>
      <option value="*">- [필수] 옵션을 선택해 주세요 -</option>
      <option value="**" disabled>-------------------</option>
      <option value="A">30ml</option>
      <option value="B">60ml (+9,000원)</option>
      <option value="C">10ml (-3,000원)</option>
      <option value="D">3mg : +1,000원</option>
      <option value="E">120ml [+20,000]</option>
    </select>`;
    expect(readSelectOptions(selects(html), 12900)).toEqual([
      { name: "30ml", price: 12900 },
      { name: "60ml", price: 21900 },
      { name: "10ml", price: 9900 },
      { name: "3mg", price: 13900 },
      { name: "120ml", price: 32900 },
    ]);
  });

  it("reads absolute prices, MakeShop price attributes and strips sold-out tags", () => {
    const html = `<select><option value="">옵션 선택</option>
      <option value="1">30ml (11,000원)</option>
      <option value="2" price="8000">60ml</option>
      <option value="3">쿨 민트 - 3mg [품절]</option></select>`;
    expect(readSelectOptions(selects(html), 10000)).toEqual([
      { name: "30ml", price: 11000 },
      { name: "60ml", price: 18000 },
      { name: "쿨 민트 - 3mg", price: 10000 },
    ]);
  });

  it("drops duplicates and options that would cost 0원 or less", () => {
    const html = `<select><option value="a">30ml</option><option value="b">30ml</option><option value="c">증정품 (-10,000원)</option></select>`;
    expect(readSelectOptions(selects(html), 10000)).toEqual([{ name: "30ml", price: 10000 }]);
  });
});
