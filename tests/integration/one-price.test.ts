import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { suggestSearch } from "@/domains/search/suggestions/suggest-search";
import { getProductDetail } from "@/domains/catalog/product/get-product-detail";
import { listHomeSections } from "@/domains/catalog/listing/list-home-sections";
import { listProductSummaries } from "@/domains/catalog/listing/list-product-summaries";
import { listProducts } from "@/domains/catalog/listing/list-products";
import { DEFAULT_LISTING_PARAMS, type ListingSort } from "@/domains/catalog/listing/listing-params";
import { productPageMetadata } from "@/domains/catalog/product/product-page";
import { productJsonLd } from "@/domains/catalog/product/product-json-ld";
import { toProductSummary } from "@/domains/catalog/product/product-summary-data";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { refreshExpiredPricing } from "@/domains/catalog/pricing/refresh-expired-pricing";
import { toTileData } from "@/domains/catalog/listing/tile-data";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { planBasket } from "@/domains/wishlist/plan-basket";
import { listWishlistItems } from "@/domains/wishlist/queries";
import { products } from "@/domains/catalog/schema";
import { storeRankings } from "@/domains/ranking/store-rankings";
import { loadRankingBoards } from "@/domains/ranking/load-ranking";
import { getDb } from "@/platform/db/client";
import { formatWon } from "@/ui/format-won";
import { createMember } from "../support/account-factories";
import { createOffer, createProduct, createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const STEP = 10 * MINUTE;

/** A small deterministic generator, so a failing day can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type SimShop = { id: number; intervalMinutes: number; fee: number; threshold: number | null; downFrom: number; downTo: number };
type SimOffer = { id: number; productId: number; shop: SimShop; price: number; inStock: boolean; lastCrawledAt: Date | null };

/** The oracle, written apart from the code under test: in stock and confirmed within two intervals, price plus that shop's shipping. */
function buyableLowest(offers: SimOffer[], productId: number, now: Date) {
  const buyable = offers.filter(
    (o) =>
      o.productId === productId &&
      o.inStock &&
      o.lastCrawledAt !== null &&
      now.getTime() - o.lastCrawledAt.getTime() <= 2 * o.shop.intervalMinutes * MINUTE,
  );
  if (buyable.length === 0) return { total: null, shop: null, count: 0 };
  const total = (o: SimOffer) => o.price + (o.shop.threshold !== null && o.price >= o.shop.threshold ? 0 : o.shop.fee);
  return { total: Math.min(...buyable.map(total)), shop: Math.min(...buyable.map((o) => o.price)), count: buyable.length };
}

const sortedBy = (values: Array<number | null>) => {
  const present = values.filter((v): v is number => v !== null);
  return present.every((v, i) => i === 0 || present[i - 1]! <= v) && values.indexOf(null) <= values.lastIndexOf(null);
};

const HOUR = 60 * MINUTE;

describeEachDatabase("one lowest price on every surface", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("plans the basket on buyable offers only: a stale cheaper offer is never bought (was: 3 of 4 lines on stale offers)", async () => {
    const member = await createMember();
    const product = await createProduct();
    const failing = await createSellerSite({ crawlIntervalMinutes: 60, shippingFee: 0, freeShippingThreshold: null });
    const working = await createSellerSite({ crawlIntervalMinutes: 60, shippingFee: 0, freeShippingThreshold: null });
    const stale = await createOffer({ productId: product.id, sellerSiteId: failing.id });
    const fresh = await createOffer({ productId: product.id, sellerSiteId: working.id });
    await recordOfferObservation({ offerId: stale.id, price: 9_000, inStock: true, observedAt: new Date(Date.now() - 3 * HOUR) });
    await recordOfferObservation({ offerId: fresh.id, price: 12_000, inStock: true });
    await addWishlistItem({ userId: member.id, productId: product.id });
    const plan = await planBasket({ userId: member.id, items: [{ productId: product.id, quantity: 1 }] });
    expect(plan.orders.flatMap((o) => o.lines.map((l) => l.offerId))).toEqual([fresh.id]);
    expect(plan.total).toBe(12_000);
    expect((await listProductSummaries({ ids: [product.id] }))[0]!.lowestTotalPrice).toBe(plan.total);
  });

  it("keeps on 가격 하락 only drops that still hold, at today's price (was: a reversed drop and a sold-out item)", async () => {
    const held = await createProduct({ lowestPrice: 10_800, lowestTotalPrice: 10_800, inStockOfferCount: 1 });
    const reversed = await createProduct({ lowestPrice: 14_400, lowestTotalPrice: 14_400, inStockOfferCount: 1 });
    const soldOut = await createProduct({ lowestPrice: null, lowestTotalPrice: null, inStockOfferCount: 0 });
    const drop = (id: number, from: number, to: number) => ({ subject: String(id), score: (from - to) / from, detail: { from, to } });
    // The hourly snapshot saw three drops; since then one went back up above where it fell from and one sold out.
    await storeRankings({
      boards: new Map([
        ["price-drop", [drop(reversed.id, 14_500, 10_800), drop(soldOut.id, 20_000, 15_000), drop(held.id, 12_000, 11_000)]],
      ]),
      now: new Date(),
    });
    const board = (await loadRankingBoards({ boards: ["price-drop"], limit: 10 })).boards.get("price-drop")!;
    // The reversed drop keeps only its 100원 that still holds, and falls below the one that held.
    expect(board.entries.map((e) => [e.rank, Number(e.subject), e.detail.from, e.detail.to])).toEqual([
      [1, held.id, 12_000, 10_800],
      [2, reversed.id, 14_500, 14_400],
    ]);
    await getDb().update(products).set({ lowestTotalPrice: 14_600 }).where(eq(products.id, reversed.id));
    const later = (await loadRankingBoards({ boards: ["price-drop"], limit: 10 })).boards.get("price-drop")!;
    expect(later.entries.map((e) => Number(e.subject))).toEqual([held.id]);
  });

  it("sorts 최저가순 by each basis's own figure (was: 상품가만 still ordered by the all-in price)", async () => {
    const shipsFree = await createProduct({ inhalation: "DL", lowestPrice: 12_000, lowestTotalPrice: 12_000, inStockOfferCount: 1 });
    const paysShipping = await createProduct({ inhalation: "DL", lowestPrice: 10_000, lowestTotalPrice: 13_000, inStockOfferCount: 1 });
    const order = async (sort: ListingSort) =>
      (await listProducts({ inhalation: "DL", params: { ...DEFAULT_LISTING_PARAMS, sort } })).items
        .map((c) => c.id)
        .filter((id) => id === shipsFree.id || id === paysShipping.id);
    expect(await order("price")).toEqual([shipsFree.id, paysShipping.id]);
    expect(await order("price_shop")).toEqual([paysShipping.id, shipsFree.id]);
  });

  it("shows the buyable lowest on tile, headline, title, JSON-LD, compare, wishlist, basket, autocomplete and home through a simulated day of price changes and stale shops", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const next = random(20261125);
    const start = new Date(Date.now() - DAY);
    vi.setSystemTime(start);
    const shops: SimShop[] = [];
    // Intervals 30/60/120 min; the third shop's crawls fail for six hours, the fourth's for the last eight: their offers go stale.
    for (const [intervalMinutes, fee, threshold, downFrom, downTo] of [
      [30, 3_000, 30_000, 0, 0],
      [60, 2_500, null, 0, 0],
      [120, 0, null, 6, 12],
      [30, 3_000, 20_000, 16, 25],
    ] as const) {
      const site = await createSellerSite({ crawlIntervalMinutes: intervalMinutes, shippingFee: fee, freeShippingThreshold: threshold });
      shops.push({ id: site.id, intervalMinutes, fee, threshold, downFrom: downFrom * 60 * MINUTE, downTo: downTo * 60 * MINUTE });
    }
    const member = await createMember();
    const offers: SimOffer[] = [];
    const productIds: number[] = [];
    for (const [i, name] of ["레몬 소다", "망고 아이스", "청포도", "수박 바", "딸기 우유", "자몽 에이드"].entries()) {
      const product = await createProduct({ name, searchText: name, inhalation: i % 2 ? "DL" : "MTL", volumeMl: 30 });
      productIds.push(product.id);
      for (const shop of shops.filter((_, s) => (i + s) % 4 !== 3)) {
        const offer = await createOffer({ productId: product.id, sellerSiteId: shop.id });
        offers.push({
          id: offer.id,
          productId: product.id,
          shop,
          price: 15_000 + Math.round(next() * 40) * 100,
          inStock: true,
          lastCrawledAt: null,
        });
      }
    }
    const nextCrawl = new Map(shops.map((s) => [s.id, 0]));

    const checkEverySurface = async (now: Date) => {
      const expected = new Map(productIds.map((id) => [id, buyableLowest(offers, id, now)]));
      const summaries = new Map((await listProductSummaries({ ids: productIds })).map((p) => [p.id, p]));
      const wishlist = new Map((await listWishlistItems({ userId: member.id })).map((w) => [w.productId, w.product]));
      for (const id of productIds) {
        const want = expected.get(id)!;
        const where = `product ${id} at ${now.toISOString()}`;
        expect(summaries.get(id), `compare, ${where}`).toMatchObject({
          lowestTotalPrice: want.total,
          lowestPrice: want.shop,
          inStockOfferCount: want.count,
        });
        expect(wishlist.get(id), `wishlist row, ${where}`).toMatchObject({ lowestTotalPrice: want.total });
        const detail = (await getProductDetail({ id }))!;
        expect(toProductSummary(detail, now).best?.total ?? null, `headline, ${where}`).toBe(want.total);
        const title = String((await productPageMetadata({ id: String(id) })).title);
        expect(title, `<title>, ${where}`).toBe(
          want.total === null ? `${detail.product.name} 가격 비교` : `${detail.product.name} 최저가 ${formatWon(want.total)}`,
        );
        const ld = productJsonLd(detail, "u") as {
          offers?: { lowPrice: number; offers: Array<{ price: number; shippingDetails: { shippingRate: { value: number } } }> };
        };
        expect(ld.offers?.lowPrice ?? null, `JSON-LD lowPrice, ${where}`).toBe(want.shop);
        const ldAllIn = ld.offers ? Math.min(...ld.offers.offers.map((o) => o.price + o.shippingDetails.shippingRate.value)) : null;
        expect(ldAllIn, `JSON-LD offers all-in, ${where}`).toBe(want.total);
        const basket = await planBasket({ userId: member.id, items: [{ productId: id, quantity: 1 }] });
        expect(want.total === null ? basket.unavailableProductIds : basket.total, `basket, ${where}`).toEqual(
          want.total === null ? [id] : want.total,
        );
        const suggested = (await suggestSearch({ q: detail.product.name })).items.find((item) => item.id === id);
        expect(suggested?.price, `autocomplete, ${where}`).toEqual({ total: want.total, shop: want.shop, soldOut: want.count === 0 });
      }
      for (const sort of ["price", "price_shop"] as ListingSort[]) {
        for (const inhalation of ["MTL", "DL"] as const) {
          const { items } = await listProducts({ inhalation, params: { ...DEFAULT_LISTING_PARAMS, sort } });
          for (const card of items.filter((c) => expected.has(c.id))) {
            const tile = toTileData(card, now);
            const want = expected.get(card.id)!;
            expect([tile.total ?? null, tile.shop ?? null, tile.shops], `tile ${card.id} at ${now.toISOString()}`).toEqual([
              want.total,
              want.shop,
              want.count,
            ]);
          }
          expect(sortedBy(items.map((c) => (sort === "price" ? c.lowestTotalPrice : c.lowestPrice))), `${sort} order`).toBe(true);
        }
      }
      const home = await listHomeSections({ now });
      for (const card of [...home.drops, ...home.newest, ...home.popular].filter((c) => expected.has(c.id)))
        expect(card.lowestTotalPrice, `home tile ${card.id}`).toBe(expected.get(card.id)!.total);
    };

    let checks = 0;
    for (let t = 0; t <= DAY; t += STEP) {
      const now = new Date(start.getTime() + t);
      vi.setSystemTime(now);
      for (const shop of shops) {
        if (t < nextCrawl.get(shop.id)!) continue;
        nextCrawl.set(shop.id, t + shop.intervalMinutes * MINUTE);
        if (t >= shop.downFrom && t < shop.downTo) continue; // the shop's pages fail: nothing is confirmed
        for (const offer of offers.filter((o) => o.shop === shop)) {
          if (next() < 0.3) offer.price = Math.max(9_000, offer.price + Math.round((next() - 0.5) * 20) * 100);
          if (next() < 0.1) offer.inStock = !offer.inStock;
          offer.lastCrawledAt = now;
          await recordOfferObservation({ offerId: offer.id, price: offer.price, inStock: offer.inStock, observedAt: now });
        }
      }
      await refreshExpiredPricing({ now });
      if (t === 0) for (const id of productIds) await addWishlistItem({ userId: member.id, productId: id });
      const hour = t / (60 * MINUTE);
      // Every step while the failing shops' offers turn stale (between other shops' crawls), every 3 hours otherwise.
      if (t % (3 * 60 * MINUTE) === 0 || (hour >= 7 && hour <= 9) || (hour >= 16 && hour <= 17.5) || t === DAY) {
        await checkEverySurface(now);
        checks++;
      }
    }
    expect(checks).toBeGreaterThan(10);
    // The day did what it was meant to: some offers were stale at the end and some product's lowest moved because of it.
    const end = new Date(start.getTime() + DAY);
    expect(offers.some((o) => o.inStock && end.getTime() - o.lastCrawledAt!.getTime() > 2 * o.shop.intervalMinutes * MINUTE)).toBe(true);
  }, 300_000);
});
