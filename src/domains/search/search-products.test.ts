import { beforeAll, expect, it } from "vitest";
import { createManufacturer } from "@tests/support/factories";
import { createSearchableProduct } from "@tests/support/search-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { searchProducts } from "./search-products";
import { parseSearchRefinements, searchRefinementCondition, searchRefinementOrder } from "@/domains/catalog/listing/search-refinements";
import { searchResults } from "./search-results";
import { suggestSearch } from "./suggestions/suggest-search";

describeEachDatabase("searchProducts", () => {
  const ids: Record<string, number> = {};
  const names = (items: Array<{ id: number }>) =>
    items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `#${item.id}`);

  beforeAll(async () => {
    const vice = await createManufacturer({ name: "바이스랩" });
    const salt = await createManufacturer({ name: "솔트킹" });
    const rows = {
      lemonSoda: { name: "레몬 소다", manufacturer: vice, flavorTags: ["과일", "탄산"], popularity: 10 },
      lemonMint: { name: "레몬 민트 아이스", manufacturer: salt, flavorTags: ["과일", "멘솔"], popularity: 50 },
      icedLemonTea: { name: "아이스 레몬티", manufacturer: salt, flavorTags: ["음료"], popularity: 90 },
      mango: { name: "망고 스무디", manufacturer: vice, flavorTags: ["과일", "레몬향"], popularity: 100, volumeMl: 30 },
      redBull: { name: "레드불 에너지", manufacturer: salt, flavorTags: ["음료"], popularity: 100 },
      tiramisu: { name: "티라미수 라떼", manufacturer: salt, flavorTags: ["디저트"], popularity: 500 },
      lemonade: { name: "쿨 레모네이드", manufacturer: salt, flavorTags: ["음료"], popularity: 5 },
      hidden: { name: "레몬 시크릿", manufacturer: vice, flavorTags: ["과일"], popularity: 1000, visible: false },
    };
    for (const [key, row] of Object.entries(rows)) ids[key] = (await createSearchableProduct({ volumeMl: 60, ...row })).id;
  });

  it("finds a Hangul substring, whole word first, then word start, then tags, popularity within", async () => {
    const result = await searchProducts({ q: "레몬" });
    expect(names(result.items)).toEqual(["lemonMint", "lemonSoda", "icedLemonTea", "mango"]);
    expect(result).toMatchObject({ total: 4, approximate: false });
  });

  it("finds products by 초성: whole word, then word start, then in the name, then maker or tags", async () => {
    const result = await searchProducts({ q: "ㄹㅁ" });
    // 티라미수 is far more popular, but ㄹㅁ sits in the middle of its word.
    expect(names(result.items)).toEqual(["lemonMint", "lemonSoda", "icedLemonTea", "lemonade", "tiramisu", "mango"]);
    expect(names((await searchProducts({ q: "ㄹㅁ ㅅㄷ" })).items)).toEqual(["lemonSoda"]);
  });

  it("requires every word and reads volume words as a filter", async () => {
    expect(names((await searchProducts({ q: "레몬 민트" })).items)).toEqual(["lemonMint"]);
    expect(names((await searchProducts({ q: "레몬 30ml" })).items)).toEqual(["mango"]);
    expect(names((await searchProducts({ q: "  레몬!! 60 ML " })).items)).toEqual(["lemonMint", "lemonSoda", "icedLemonTea"]);
  });

  it("finds products by manufacturer name", async () => {
    expect(names((await searchProducts({ q: "바이스랩" })).items)).toEqual(["mango", "lemonSoda"]);
  });

  it("tolerates a typo when nothing matches exactly, without unrelated names", async () => {
    const result = await searchProducts({ q: "레먼" });
    expect(result).toMatchObject({ approximate: true, correctedText: "레몬" });
    expect(names(result.items)).toEqual(["lemonMint", "lemonSoda", "icedLemonTea", "mango"]);
    expect(names(result.items)).not.toContain("redBull");
    expect(result.total).toBe(result.items.length);
    expect((await searchProducts({ q: "콜라" })).items).toEqual([]);
  });

  it("finds as much for a typo in the first syllable as for the right spelling, on the results page and in autocomplete", async () => {
    const [typo, right] = [await searchProducts({ q: "래몬" }), await searchProducts({ q: "레몬" })];
    expect(typo).toMatchObject({ approximate: true, total: right.total });
    expect(names(typo.items)).toEqual(names(right.items));
    const suggested = async (q: string) => (await suggestSearch({ q })).items.map((item) => item.id);
    expect(await suggested("래몬")).toEqual(await suggested("레몬"));
    expect(await suggested("래몬")).toEqual(expect.arrayContaining([ids.lemonMint, ids.lemonSoda, ids.icedLemonTea, ids.mango]));
  });

  it("does not take a word sharing only the first syllable for a typo", async () => {
    const result = await searchProducts({ q: "레드볼" });
    expect(names(result.items)).toEqual(["redBull"]);
    expect(result.approximate).toBe(true);
    const suggested = await searchProducts({ q: "레드", typos: "fill", limit: 8 });
    expect(names(suggested.items)).toEqual(["redBull"]);
  });

  it("tops up autocomplete with similar names but keeps exact matches first", async () => {
    const fill = await searchProducts({ q: "레몬티", typos: "fill", limit: 8 });
    expect(names(fill.items)[0]).toBe("icedLemonTea");
    expect(names(fill.items)).toEqual(expect.arrayContaining(["lemonSoda", "lemonMint"]));
    expect(new Set(fill.items.map((item) => item.id)).size).toBe(fill.items.length);
    expect(names((await searchProducts({ q: "레몬티" })).items)).toEqual(["icedLemonTea"]);
  });

  it("never returns hidden products, however they are searched for", async () => {
    for (const q of ["레몬", "시크릿", "ㅅㅋㄹ", "시크릿트", "레몬 시크릿"]) {
      expect(names((await searchProducts({ q })).items)).not.toContain("hidden");
      expect(names((await searchProducts({ q, typos: "fill" })).items)).not.toContain("hidden");
    }
    expect(names((await suggestSearch({ q: "시크릿" })).items)).toEqual([]);
  });

  it("pages through results with a stable total", async () => {
    const first = await searchProducts({ q: "레몬", limit: 3 });
    const second = await searchProducts({ q: "레몬", limit: 3, offset: 3 });
    const beyond = await searchProducts({ q: "레몬", limit: 3, offset: 30 });
    expect(names([...first.items, ...second.items])).toEqual(["lemonMint", "lemonSoda", "icedLemonTea", "mango"]);
    expect([first.total, second.total, beyond.total]).toEqual([4, 4, 4]);
    expect(beyond).toMatchObject({ items: [], approximate: false });
  });

  it("searches nothing for an empty or symbol-only query", async () => {
    expect((await searchProducts({ q: "  !! " })).items).toEqual([]);
  });

  it("suggests products with price and type, and manufacturers with visible product counts", async () => {
    const suggestions = await suggestSearch({ q: "ㅂㅇㅅ" });
    expect(suggestions.manufacturers).toEqual([expect.objectContaining({ name: "바이스랩", productCount: 2 })]);
    const lemon = await suggestSearch({ q: "레몬 소다" });
    expect(lemon.items[0]).toEqual({
      id: ids.lemonSoda,
      name: "레몬 소다",
      manufacturer: "바이스랩",
      price: { total: null, shop: null, soldOut: true },
      inhalation: "MTL",
    });
    expect(lemon.manufacturers).toEqual([]);
  });

  // Finding 6: 레몬 suggested 7–8 products and the results page listed 2.
  it("lists on the results page every product the suggestions showed, exact matches first", async () => {
    for (const q of ["레몬티", "레몬", "레드", "ㄹㅁ"]) {
      const suggested = (await suggestSearch({ q })).items.map((item) => item.id);
      const page = await searchResults({ q, page: 1, pageSize: 24 });
      expect(page.items.map((item) => item.id)).toEqual(expect.arrayContaining(suggested));
      expect(page.total).toBe(page.items.length);
    }
    const tea = await searchResults({ q: "레몬티", page: 1, pageSize: 24 });
    expect(names(tea.items)[0]).toBe("icedLemonTea");
    expect(tea.filled).toBe(tea.items.length - 1);
  });

  it("sorts and filters /search by the listings' rules: 인기순, 용량, 종류", async () => {
    const refined = (raw: Record<string, string>) => {
      const refine = parseSearchRefinements(raw);
      return { where: searchRefinementCondition(refine), orderBy: searchRefinementOrder(refine, new Date()) };
    };
    const popular = await searchResults({ q: "레몬", page: 1, pageSize: 24, refine: refined({ sort: "popular" }) });
    expect(names(popular.items)).toEqual(["mango", "icedLemonTea", "lemonMint", "lemonSoda"]);
    expect(names((await searchResults({ q: "레몬", page: 1, pageSize: 24, refine: refined({ vol: "30" }) })).items)).toEqual(["mango"]);
    expect((await searchResults({ q: "레몬", page: 1, pageSize: 24, refine: refined({ type: "DL" }) })).items).toEqual([]);
  });
});
