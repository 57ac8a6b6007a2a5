import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { createPricedProduct } from "@tests/support/catalog-factories";
import { createManufacturer } from "@tests/support/factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { countProductFacets } from "./count-product-facets";
import { listHomeSections } from "./list-home-sections";
import { listProducts } from "./list-products";
import { DEFAULT_LISTING_PARAMS, type ListingParams } from "./listing-params";
import { recentDropPercent } from "../price-badge-flags";
import { products } from "../schema";

const params = (overrides: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING_PARAMS, ...overrides });
const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

/** A maker with its own products, so each test reads only its own rows. */
async function makerWith(specs: Array<Parameters<typeof createPricedProduct>[0] & { name: string }>) {
  const maker = await createManufacturer();
  const made = [];
  for (const spec of specs) made.push((await createPricedProduct({ manufacturerId: maker.id, ...spec })).product);
  return { maker, made };
}

describeEachDatabase("catalog listing", () => {
  it("narrows by each filter and orders by each sort", async () => {
    const { maker } = await makerWith([
      { name: "망고", flavorTags: ["과일"], cooling: 2, volumeMl: 30, vgPercent: 50, popularity: 5, offers: [{ price: 12_000 }] },
      {
        name: "딸기",
        flavorTags: ["베리"],
        cooling: 0,
        volumeMl: 60,
        vgPercent: 70,
        nicotineForm: "freebase",
        popularity: 50,
        offers: [{ price: 18_000 }],
      },
      {
        name: "연초",
        flavorTags: ["연초"],
        cooling: 0,
        volumeMl: 30,
        vgPercent: 50,
        popularity: 20,
        offers: [{ price: 9_000, inStock: false }],
      },
      { name: "폐호흡 망고", inhalation: "DL", flavorTags: ["과일"], offers: [{ price: 20_000 }] },
    ]);
    const list = (p: Partial<ListingParams>) => listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug], ...p }) });

    expect(names((await list({})).items)).toEqual(["딸기", "연초", "망고"]);
    expect((await list({})).total).toBe(3);
    expect(names((await list({ sort: "price" })).items)).toEqual(["망고", "딸기", "연초"]);
    expect(names((await list({ sort: "per_ml" })).items)).toEqual(["딸기", "망고", "연초"]);
    expect(names((await list({ tags: ["과일", "베리"] })).items)).toEqual(["딸기", "망고"]);
    expect(names((await list({ cooling: [2] })).items)).toEqual(["망고"]);
    expect(names((await list({ forms: ["freebase"] })).items)).toEqual(["딸기"]);
    expect(names((await list({ vg: [50] })).items)).toEqual(["연초", "망고"]);
    expect(names((await list({ volumes: [60] })).items)).toEqual(["딸기"]);
    // Price bounds apply to the all-in price: 망고 is 12,000 + 3,000 shipping.
    expect(names((await list({ minPrice: 15_001 })).items)).toEqual(["딸기"]);
    expect(names((await list({ maxPrice: 15_000 })).items)).toEqual(["망고"]);
    expect(names((await list({ inStock: true })).items)).toEqual(["딸기", "망고"]);
    expect(names((await listProducts({ inhalation: "DL", params: params({ makers: [maker.slug] }) })).items)).toEqual(["폐호흡 망고"]);
  });

  it("pages through results", async () => {
    const { maker } = await makerWith(Array.from({ length: 5 }, (_, i) => ({ name: `상품${i}`, popularity: i })));
    const page2 = await listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug], page: 2 }), pageSize: 2 });
    expect(names(page2.items)).toEqual(["상품2", "상품1"]);
    expect([page2.total, page2.pageCount]).toEqual([5, 3]);
    const beyond = await listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug], page: 99 }), pageSize: 2 });
    expect(names(beyond.items)).toEqual(["상품0"]);
    expect([beyond.page, beyond.pageCount]).toEqual([3, 3]);
  });

  it("sorts by review count (리뷰 많은순) and by average rating (별점순), unreviewed last, page by page", async () => {
    const { maker, made } = await makerWith([
      { name: "리뷰 없음", popularity: 90 },
      { name: "리뷰 많음", popularity: 1 },
      { name: "별점 최고", popularity: 2 },
      { name: "별점 같고 리뷰 적음", popularity: 3 },
    ]);
    const ratings: Array<[number, number | null]> = [
      [0, null],
      [12, 4.1],
      [3, 4.9],
      [1, 4.9],
    ];
    for (const [i, [reviewCount, ratingAverage]] of ratings.entries())
      await getDb().update(products).set({ reviewCount, ratingAverage }).where(eq(products.id, made[i]!.id));
    const list = (p: Partial<ListingParams>, pageSize = 24) =>
      listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug], ...p }), pageSize });

    expect(names((await list({ sort: "reviews" })).items)).toEqual(["리뷰 많음", "별점 최고", "별점 같고 리뷰 적음", "리뷰 없음"]);
    expect(names((await list({ sort: "rating" })).items)).toEqual(["별점 최고", "별점 같고 리뷰 적음", "리뷰 많음", "리뷰 없음"]);
    expect(names((await list({ sort: "rating", page: 2 }, 2)).items)).toEqual(["리뷰 많음", "리뷰 없음"]);
  });

  it("sorts by the biggest drop of the all-in lowest price", async () => {
    // Each product: one 10,000원 offer + 3,000원 shipping, so 13,000원 all-in.
    const { maker, made } = await makerWith([{ name: "작은 인하" }, { name: "큰 인하" }, { name: "그대로" }]);
    const db = getDb();
    await db.update(products).set({ previousLowestPrice: 13_500 }).where(eq(products.id, made[0]!.id));
    await db.update(products).set({ previousLowestPrice: 26_000 }).where(eq(products.id, made[1]!.id));
    const listing = await listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug], sort: "drop" }) });
    expect(names(listing.items)).toEqual(["큰 인하", "작은 인하", "그대로"]);
  });

  // Finding 4: a drop older than its ▼n% badge's week still led 가격 인하율순.
  it("sorts 가격 인하율순 by the drop its badge shows: an older drop counts as none", async () => {
    const { maker, made } = await makerWith([{ name: "지난달 큰 인하" }, { name: "어제 작은 인하" }, { name: "그대로" }]);
    const db = getDb();
    const now = new Date();
    const old = { previousLowestPrice: 26_000, lowestChangedAt: new Date(now.getTime() - 10 * 86_400_000) };
    await db.update(products).set(old).where(eq(products.id, made[0]!.id));
    await db.update(products).set({ previousLowestPrice: 13_500 }).where(eq(products.id, made[1]!.id));
    const listing = await listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug], sort: "drop" }), now });
    expect(names(listing.items).slice(0, 1)).toEqual(["어제 작은 인하"]);
    const [stale] = await db.select().from(products).where(eq(products.id, made[0]!.id));
    expect(recentDropPercent(stale!, now)).toBeNull();
  });

  it("never shows hidden products", async () => {
    const tag = `숨김-${randomUUID().slice(0, 6)}`;
    const { maker, made } = await makerWith([
      { name: "보임", flavorTags: [tag] },
      { name: "숨김", flavorTags: [tag], visible: false, popularity: 999_999 },
    ]);
    expect(names((await listProducts({ inhalation: "MTL", params: params({ makers: [maker.slug] }) })).items)).toEqual(["보임"]);
    const facets = await countProductFacets({ inhalation: "MTL", params: params({}) });
    expect(facets.tag.find((t) => t.value === tag)?.count).toBe(1);
    const home = await listHomeSections();
    expect(home.popular.map((p) => p.id)).not.toContain(made[1]!.id);
    expect(home.newest.map((p) => p.id)).not.toContain(made[1]!.id);
  });

  it("counts products per filter value, applying the other facets but not its own", async () => {
    const a = `맛A-${randomUUID().slice(0, 6)}`;
    const b = `맛B-${randomUUID().slice(0, 6)}`;
    const { maker } = await makerWith([
      { name: "1", flavorTags: [a], volumeMl: 30 },
      { name: "2", flavorTags: [a, b], volumeMl: 60 },
      { name: "3", flavorTags: [b], volumeMl: 60 },
    ]);
    const facets = await countProductFacets({ inhalation: "MTL", params: params({ makers: [maker.slug], tags: [a] }) });
    const count = (list: Array<{ value: string; count: number }>, value: string) => list.find((v) => v.value === value)?.count;
    // Tag counts ignore the tag selection itself (so b still offers its 2), volumes honour it.
    expect([count(facets.tag, a), count(facets.tag, b)]).toEqual([2, 2]);
    expect([count(facets.vol, "30"), count(facets.vol, "60")]).toEqual([1, 1]);
    expect(facets.maker.find((m) => m.value === maker.slug)).toEqual({ value: maker.slug, label: maker.name, count: 2 });
    expect(count(facets.vg, "50")).toBeGreaterThanOrEqual(2);
  });

  it("lists today's biggest drops on the home page", async () => {
    const { made } = await makerWith([{ name: "오늘 인하" }, { name: "지난달 인하" }]);
    const db = getDb();
    await db.update(products).set({ previousLowestPrice: 90_000, lowestChangedAt: new Date() }).where(eq(products.id, made[0]!.id));
    await db
      .update(products)
      .set({ previousLowestPrice: 99_000, lowestChangedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(products.id, made[1]!.id));
    const home = await listHomeSections();
    expect(home.drops[0]?.id).toBe(made[0]!.id);
    expect(home.drops.map((p) => p.id)).not.toContain(made[1]!.id);
  });
});
