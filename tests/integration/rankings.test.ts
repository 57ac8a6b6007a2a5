import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { rollUpPageViews } from "@/domains/analytics/page-view-rollups";
import { flushPageViews } from "@/domains/analytics/page-view-writer";
import { recordPageView } from "@/domains/analytics/record-page-view";
import { inArray } from "drizzle-orm";
import { outboundClicks, products } from "@/domains/catalog/schema";
import { computeRankings } from "@/domains/ranking/compute-rankings";
import { readRankingBoards } from "@/domains/ranking/read-rankings";
import { recomputeRankings } from "@/domains/ranking/ranking-service";
import { storeRankings } from "@/domains/ranking/store-rankings";
import { searchLogs } from "@/domains/search/schema";
import { wishlistItems } from "@/domains/wishlist/schema";
import { getDb } from "@/platform/db/client";
import { createMember } from "../support/account-factories";
import { createOffer, createProduct, createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
// Noon in Seoul on 2026-03-15.
const NOW = new Date("2026-03-15T03:00:00Z");
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);

async function views(productId: number, day: string, count: number) {
  for (let i = 0; i < count; i++)
    recordPageView({
      path: `/products/${productId}`,
      userAgent: BROWSER,
      visitorId: randomUUID().slice(0, 22),
      memberId: null,
      now: seoulNoon(day),
    });
  await flushPageViews();
  await rollUpPageViews({ days: [day] });
}

async function wishlisted(productId: number, day: string) {
  const member = await createMember();
  await getDb()
    .insert(wishlistItems)
    .values({ userId: member.id, productId, addedAt: seoulNoon(day) });
}

const ids = (entries: Array<{ subject: string }> | undefined) => entries?.map((e) => Number(e.subject));

describeEachDatabase("rankings", () => {
  it("order every board as computed by hand from views, clicks, wishlists, prices and searches", async () => {
    // No shipping, so a shop price is its all-in price; the offers were confirmed at NOW (the shops answer).
    const cheap = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null });
    const dear = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null });
    const answering = { inStock: true, lastCrawledAt: NOW };
    const a = await createProduct({ inhalation: "MTL", lowestPrice: 10_000, lowestTotalPrice: 15_000, previousLowestPrice: 20_000 });
    const b = await createProduct({ inhalation: "DL", lowestPrice: 11_000, lowestTotalPrice: 11_000, previousLowestPrice: 12_000 });
    const c = await createProduct({ inhalation: "MTL", lowestPrice: 9_000, lowestTotalPrice: 9_000, previousLowestPrice: 18_000 });
    const hidden = await createProduct({ inhalation: "MTL", visible: false });
    // A (-25 %) and B (-8 %) dropped within the week; C's -50 % is 10 days old.
    const changed = async (ids: number[], daysAgo: number) =>
      getDb()
        .update(products)
        .set({ lowestChangedAt: new Date(NOW.getTime() - daysAgo * 86_400_000) })
        .where(inArray(products.id, ids));
    await changed([a.id, b.id], 1);
    await changed([c.id], 10);

    // A: 10 views today → 10. B: 2 clicks 6 days ago, the 7-day window's first day (2 × 3 × 0.5^(6/7) ≈ 3.30)
    // + 1 wishlist add yesterday (5 × 0.5^(1/7) ≈ 4.53) → 7.83.
    // C: 12 views 14 days ago (0.25 × 12 = 3): on the 30-day boards only. Hidden: 100 views, never ranked.
    await views(a.id, "2026-03-15", 10);
    await views(c.id, "2026-03-01", 12);
    await views(hidden.id, "2026-03-15", 100);
    const offerB = await createOffer({ productId: b.id, sellerSiteId: dear.id, price: 12_000, ...answering });
    await getDb()
      .insert(outboundClicks)
      .values([1, 2].map(() => ({ offerId: offerB.id, productId: b.id, clickedAt: seoulNoon("2026-03-09") })));
    await wishlisted(b.id, "2026-03-14");
    await wishlisted(c.id, "2026-01-02");
    await wishlisted(c.id, "2026-01-03");
    // Shops: `cheap` holds the lowest price of both its offers (share 1, index 100);
    // `dear` holds A's lowest but not B's (share 0.5, index (100 + 12,000/11,000 × 100) / 2 ≈ 104.5).
    await createOffer({ productId: b.id, sellerSiteId: cheap.id, price: 11_000, ...answering });
    await createOffer({ productId: c.id, sellerSiteId: cheap.id, price: 9_000, ...answering });
    await createOffer({ productId: a.id, sellerSiteId: dear.id, price: 15_000, ...answering });
    await getDb()
      .insert(searchLogs)
      .values([
        // A query ranks from 5 distinct visitors on (MIN_POPULAR_SEARCH_VISITORS).
        ...["v1", "v2", "v3", "v4", "v5", "v6"].map((v) => ({
          query: "레몬",
          resultCount: 4,
          visitorDay: v,
          searchedAt: seoulNoon("2026-03-14"),
        })),
        ...["v1", "v2", "v3", "v4", "v5"].map((v) => ({
          query: "민트",
          resultCount: 2,
          visitorDay: v,
          searchedAt: seoulNoon("2026-03-13"),
        })),
        ...["v1", "v2", "v3", "v4"].map((v) => ({ query: "자두", resultCount: 2, visitorDay: v, searchedAt: seoulNoon("2026-03-13") })),
        ...["v1", "v2", "v3", "v4", "v5"].map((v) => ({
          query: "포도",
          resultCount: 2,
          visitorDay: v,
          searchedAt: seoulNoon("2026-03-01"),
        })),
      ]);

    const boards = await computeRankings({ now: NOW });
    expect(ids(boards.get("popular:all:7"))).toEqual([a.id, b.id]);
    expect(boards.get("popular:all:7")!.map((e) => e.score)).toEqual([10, expect.closeTo(6 * 0.5 ** (6 / 7) + 5 * 0.5 ** (1 / 7), 6)]);
    expect(ids(boards.get("popular:all:30"))).toEqual([a.id, b.id, c.id]);
    expect(boards.get("popular:all:30")![2]!.score).toBeCloseTo(3, 6);
    expect(ids(boards.get("popular:MTL:30"))).toEqual([a.id, c.id]);
    expect(ids(boards.get("popular:MTL:7"))).toEqual([a.id]);
    expect(ids(boards.get("popular:DL:7"))).toEqual([b.id]);
    expect(ids(boards.get("price-drop"))).toEqual([a.id, b.id]);
    expect(ids(boards.get("wishlist"))).toEqual([c.id, b.id]);
    expect(ids(boards.get("shop"))).toEqual([cheap.id, dear.id]);
    expect(boards.get("shop")![1]!.detail).toMatchObject({ offerCount: 2, lowestShare: 0.5, priceIndex: expect.closeTo(104.545, 2) });
    expect(boards.get("search")!.map((e) => e.subject)).toEqual(["레몬", "민트"]);

    await recomputeRankings({ now: NOW });
    const stored = await readRankingBoards({ boards: ["popular:all:30", "shop"], limit: 2 });
    expect(ids(stored.get("popular:all:30")!.entries)).toEqual([a.id, b.id]);
    expect(stored.get("shop")!.entries.map((e) => e.movement)).toEqual([null, null]);
  });

  it("moves each entry against the board's snapshot of the previous day: ▲, ▼, NEW; none on the first day", async () => {
    const board = `test-board-${randomUUID()}`;
    const entries = (...subjects: string[]) => new Map([[board, subjects.map((subject, i) => ({ subject, score: 10 - i, detail: {} }))]]);
    const read = async () => (await readRankingBoards({ boards: [board], limit: 10 })).get(board)!.entries;

    await storeRankings({ boards: entries("p1", "p2", "p3", "p4"), now: new Date("2026-04-01T03:00:00Z") });
    expect((await read()).map((e) => e.movement)).toEqual([null, null, null, null]);

    await storeRankings({ boards: entries("p3", "p1", "p5", "p2"), now: new Date("2026-04-02T03:00:00Z") });
    // A later recompute the same day still compares with the previous day, not with this morning.
    await storeRankings({ boards: entries("p3", "p1", "p5", "p2"), now: new Date("2026-04-02T09:00:00Z") });
    expect((await read()).map((e) => [e.subject, e.movement])).toEqual([
      ["p3", { kind: "up", by: 2 }],
      ["p1", { kind: "down", by: 1 }],
      ["p5", { kind: "new" }],
      ["p2", { kind: "down", by: 2 }],
    ]);

    await storeRankings({ boards: entries("p3", "p2"), now: new Date("2026-04-03T03:00:00Z") });
    expect((await read()).map((e) => [e.subject, e.movement])).toEqual([
      ["p3", { kind: "same" }],
      ["p2", { kind: "up", by: 2 }],
    ]);
  });
});
