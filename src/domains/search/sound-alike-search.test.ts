import { beforeAll, expect, it } from "vitest";
import { createManufacturer } from "@tests/support/factories";
import { createSearchableProduct } from "@tests/support/search-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { searchProducts } from "./search-products";

// Finding 6: `mint` found nothing — English flavour and maker words, heard by catalog's one sound comparison.
describeEachDatabase("English words in search", () => {
  const ids: Record<string, number> = {};
  const names = (items: Array<{ id: number }>) => items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id));

  beforeAll(async () => {
    const lady = await createManufacturer({ name: "디너레이디" });
    const other = await createManufacturer({ name: "솔트킹" });
    ids.mint = (await createSearchableProduct({ name: "스피어민트", manufacturer: other, flavorTags: ["민트"] })).id;
    ids.menthol = (await createSearchableProduct({ name: "쿨 아이스", manufacturer: other, flavorTags: ["멘솔"] })).id;
    ids.tart = (await createSearchableProduct({ name: "레몬타르트", manufacturer: lady, flavorTags: ["디저트"] })).id;
    ids.mango = (await createSearchableProduct({ name: "망고", manufacturer: other, flavorTags: ["과일"] })).id;
  });

  it("finds the Korean products of mint, menthol, lemon tart and Dinner Lady, saying what it searched", async () => {
    expect(names((await searchProducts({ q: "mint" })).items)).toEqual(["mint"]);
    expect(await searchProducts({ q: "mint" })).toMatchObject({ approximate: true, correctedText: "민트" });
    expect(names((await searchProducts({ q: "Menthol" })).items)).toEqual(["menthol"]);
    expect(names((await searchProducts({ q: "lemon tart" })).items)).toEqual(["tart"]);
    expect(names((await searchProducts({ q: "Dinner Lady" })).items)).toEqual(["tart"]);
  });

  it("keeps a Korean word of the query and needs every English one heard", async () => {
    expect(names((await searchProducts({ q: "디저트 lemon tart" })).items)).toEqual(["tart"]);
    expect((await searchProducts({ q: "mint qwzx" })).items.map((i) => i.id)).not.toContain(ids.mango);
  });
});
