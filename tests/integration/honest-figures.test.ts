import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getPriceHistory } from "@/domains/catalog/product/get-price-history";
import { listShopStandings } from "@/domains/catalog/pricing/ranking-signals";
import { products } from "@/domains/catalog/schema";
import { getDb } from "@/platform/db/client";
import { createOffer, createProduct } from "../support/factories";
import { createDailyShop, observeDay } from "../support/price-insight-factories";
import { describeEachDatabase } from "../support/test-db";

/**
 * Findings 1, 3 and 5 of issue 57: a cheap shop that answered for a month and went quiet three days ago (stale since
 * yesterday, as the demo's 베이프허브) must set no "usual", no 역대/30일 최저, no chart lowest and no shop ranking.
 */
describeEachDatabase("figures from prices a buyer could have paid (the shop still answering)", () => {
  let productId = 0;
  let quietShop = { id: 0, name: "" };
  let openShop = { id: 0, name: "" };

  it("sets up a month of a cheap shop that went quiet and a dearer one that answers", async () => {
    const product = await createProduct();
    productId = product.id;
    quietShop = await createDailyShop();
    openShop = await createDailyShop();
    const quiet = await createOffer({ productId, sellerSiteId: quietShop.id });
    const open = await createOffer({ productId, sellerSiteId: openShop.id });
    for (let k = 34; k >= 0; k--)
      await observeDay(k, [...(k >= 3 ? [{ offerId: quiet.id, price: 8_000 }] : []), { offerId: open.id, price: 12_000 }]);
  }, 180_000);

  it("keeps the quiet shop out of the usual range (지금 가격: 평소 가격, not 평소보다 높음)", async () => {
    const [row] = await getDb()
      .select({ low: products.typicalPriceLow, high: products.typicalPriceHigh, label: products.priceInsight })
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toEqual({ low: 12_000, high: 12_000, label: "typical" });
  });

  it("keeps it out of 역대 최저 and 30일 최저", async () => {
    const [row] = await getDb()
      .select({ allTimeLow: products.allTimeLow, low30d: products.low30d, lowest: products.lowestTotalPrice })
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toEqual({ allTimeLow: 12_000, low30d: 12_000, lowest: 12_000 });
  });

  it("keeps it out of the chart's and the table's lowest, while its own line still shows what it asked", async () => {
    const history = await getPriceHistory({ productId, days: 30 });
    expect(new Set(history.lowestTotal)).toEqual(new Set([12_000]));
    expect(new Set(history.lowest)).toEqual(new Set([12_000]));
    const quietLine = history.sites.find((s) => s.id === quietShop.id)!;
    expect(quietLine.lows.filter((v) => v !== null).length).toBeGreaterThan(20);
    expect(new Set(quietLine.lows.filter((v) => v !== null))).toEqual(new Set([8_000]));
  });

  it("ranks only shops that answer: the quiet one is not 최저가 100%", async () => {
    const standings = await listShopStandings();
    expect(standings.find((s) => s.sellerSiteId === quietShop.id)).toBeUndefined();
    expect(standings.find((s) => s.sellerSiteId === openShop.id)).toMatchObject({ offerCount: 1, lowestShare: 1, priceIndex: 100 });
  });
});
