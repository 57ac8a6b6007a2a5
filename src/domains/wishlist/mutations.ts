import "server-only";
import { and, count, eq } from "drizzle-orm";
import { listProductSummaries } from "@/domains/catalog/listing";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { findWishlistItem } from "./queries";
import { wishlistItems } from "./schema";
import { WISHLIST_CAP } from "./wishlist-rules";

const itemMissing = () => notFound("관심상품에 없는 상품입니다.");

async function currentProduct(productId: number) {
  const [product] = await listProductSummaries({ ids: [productId] });
  if (!product) throw notFound("상품을 찾을 수 없습니다.");
  return product;
}

const currentAllInPrice = async (productId: number) => (await currentProduct(productId)).lowestTotalPrice;

/**
 * 평소보다 낮아지면 알림, the alternative to a target price (choosing it clears the target). Turned on while the price is
 * already below the usual range, today's price counts as announced: only a later drop, or a fall after a held rise, alerts.
 */
function belowUsualChange(product: { lowestTotalPrice: number | null; typicalPriceLow: number | null }, on: boolean) {
  if (!on) return { alertBelowUsual: false };
  const { lowestTotalPrice: price, typicalPriceLow: low } = product;
  const belowNow = price !== null && low !== null && price < low;
  return { alertBelowUsual: true, targetPrice: null, ...(belowNow ? { announcedPrice: price, announcedAt: new Date() } : {}) };
}

/**
 * A new target; one already met counts as announced at today's price, so only a later drop (or a crossing after
 * a held rise) alerts.
 */
function targetChange(price: number | null, targetPrice: number | null) {
  const reachedNow = price !== null && targetPrice !== null && price <= targetPrice;
  return reachedNow ? { targetPrice, announcedPrice: price, announcedAt: new Date() } : { targetPrice };
}

/** Adds a product to a member's wishlist (idempotent: a second add keeps the row, updating the target if one is given). */
export async function addWishlistItem({
  userId,
  productId,
  targetPrice,
}: {
  userId: string;
  productId: number;
  targetPrice?: number | null;
}) {
  const price = await currentAllInPrice(productId);
  return getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (!existing) {
      const [row] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      if ((row?.n ?? 0) >= WISHLIST_CAP) {
        throw conflict(`관심상품은 ${WISHLIST_CAP}개까지 담을 수 있습니다. 다른 상품을 지운 뒤 다시 담아 주세요.`, "wishlist_full");
      }
    }
    const target = targetPrice === undefined ? {} : targetChange(price, targetPrice);
    // Wishing never announces past prices: today's lowest is what the member already knows.
    const [item] = await tx
      .insert(wishlistItems)
      .values({ userId, productId, priceWhenAdded: price, announcedPrice: price, announcedAt: new Date(), ...target })
      .onConflictDoUpdate({
        target: [wishlistItems.userId, wishlistItems.productId],
        set: { alertsEnabled: wishlistItems.alertsEnabled, ...target },
      })
      .returning();
    return item!;
  });
}

/** Changes a member's target price, 평소보다 낮아지면 알림 or alert switch on one of their items; 404 for anyone else's. */
export async function updateWishlistItem({
  userId,
  productId,
  targetPrice,
  alertsEnabled,
  alertBelowUsual,
}: {
  userId: string;
  productId: number;
  targetPrice?: number | null;
  alertsEnabled?: boolean;
  alertBelowUsual?: boolean;
}) {
  if (!(await findWishlistItem({ userId, productId }))) throw itemMissing();
  const product = targetPrice === undefined && alertBelowUsual === undefined ? null : await currentProduct(productId);
  // A target price is the other choice: setting one turns 평소보다 낮아지면 알림 off.
  const target =
    targetPrice === undefined
      ? {}
      : { ...targetChange(product!.lowestTotalPrice, targetPrice), ...(targetPrice !== null ? { alertBelowUsual: false } : {}) };
  const usual = alertBelowUsual === undefined ? {} : belowUsualChange(product!, alertBelowUsual);
  const [item] = await getDb()
    .update(wishlistItems)
    .set({ ...target, ...usual, ...(alertsEnabled === undefined ? {} : { alertsEnabled }) })
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning();
  if (!item) throw itemMissing();
  return item;
}

export async function removeWishlistItem({ userId, productId }: { userId: string; productId: number }): Promise<void> {
  const removed = await getDb()
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (removed.length === 0) throw itemMissing();
}
