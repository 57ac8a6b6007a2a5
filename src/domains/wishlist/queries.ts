import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { listProductSummaries, type ProductSummary } from "@/domains/catalog/listing";
import { listWithheldProducts, type WithheldProduct } from "@/domains/catalog/product-policy";
import { getDb } from "@/platform/db/client";
import { wishlistItems } from "./schema";

export type WishlistItemView = {
  productId: number;
  addedAt: Date;
  priceWhenAdded: number | null;
  targetPrice: number | null;
  alertsEnabled: boolean;
  alertBelowUsual: boolean;
  product: ProductSummary;
};

/** A member's wishlist, newest first, with each product's card fields (hidden and withheld products left out: listWithheldWishes). */
export async function listWishlistItems({ userId }: { userId: string }): Promise<WishlistItemView[]> {
  const rows = await getDb()
    .select({
      productId: wishlistItems.productId,
      addedAt: wishlistItems.addedAt,
      priceWhenAdded: wishlistItems.priceWhenAdded,
      targetPrice: wishlistItems.targetPrice,
      alertsEnabled: wishlistItems.alertsEnabled,
      alertBelowUsual: wishlistItems.alertBelowUsual,
    })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
  const products = new Map((await listProductSummaries({ ids: rows.map((row) => row.productId) })).map((p) => [p.id, p]));
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [{ ...row, product }] : [];
  });
}

/** Just the ids (the hearts on tiles). */
export async function listWishlistProductIds({ userId }: { userId: string }): Promise<number[]> {
  const rows = await getDb().select({ productId: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return rows.map((row) => row.productId);
}

export async function findWishlistItem({ userId, productId }: { userId: string; productId: number }) {
  const [row] = await getDb()
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return row ?? null;
}

/** The member's wishes the compliance policy withholds now: kept, shown with why and without price or link, back when it allows. */
export async function listWithheldWishes({ userId }: { userId: string }): Promise<WithheldProduct[]> {
  const rows = await getDb().select({ productId: wishlistItems.productId }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return listWithheldProducts({ ids: rows.map((row) => row.productId) });
}
