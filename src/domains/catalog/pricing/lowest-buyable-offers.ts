import "server-only";
import { getDb } from "@/platform/db/client";
import { buyableOffers, readProductOffers } from "../read-product-offers";

/** The offer that holds a product's buyable lowest, as alerts name it. */
export type LowestBuyableOffer = {
  productId: number;
  shopName: string;
  /** Price plus that shop's shipping. */
  allInPrice: number;
  /** When this offer's price or stock last changed (a stale offer coming back keeps its old date). */
  priceChangedAt: Date | null;
  crawlIntervalMinutes: number;
};

const newer = (a: Date | null, b: Date | null) => (a?.getTime() ?? 0) > (b?.getTime() ?? 0);

/**
 * Per product, its cheapest buyable offer all-in at `now` (in stock, priced, not stale); among equal
 * prices the one changed last. Products with nothing buyable are absent.
 */
export async function listLowestBuyableOffers({
  productIds,
  now,
}: {
  productIds: number[];
  now: Date;
}): Promise<Map<number, LowestBuyableOffer>> {
  const lowest = new Map<number, LowestBuyableOffer>();
  if (productIds.length === 0) return lowest;
  for (const row of buyableOffers(await readProductOffers(getDb(), productIds), now)) {
    const best = lowest.get(row.productId);
    if (
      best &&
      (best.allInPrice < row.allInPrice || (best.allInPrice === row.allInPrice && !newer(row.lastChangedAt, best.priceChangedAt)))
    )
      continue;
    lowest.set(row.productId, {
      productId: row.productId,
      shopName: row.siteName,
      allInPrice: row.allInPrice,
      priceChangedAt: row.lastChangedAt,
      crawlIntervalMinutes: row.intervalMinutes,
    });
  }
  return lowest;
}
