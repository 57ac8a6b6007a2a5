import "server-only";
import { and, eq } from "drizzle-orm";
import { productAllowed } from "../product-policy";
import { getDb, type Db } from "@/platform/db/client";
import { products } from "../schema";

/** Writes a product's review count and average (the reviews' owner calls this in the transaction that changed them). */
export async function setProductRating({
  productId,
  reviewCount,
  ratingAverage,
  db = getDb(),
}: {
  productId: number;
  reviewCount: number;
  ratingAverage: number | null;
  db?: Db;
}): Promise<void> {
  await db.update(products).set({ reviewCount, ratingAverage }).where(eq(products.id, productId));
}

/** Whether a product exists and the public may see it (reviews are written for those only). */
export async function isVisibleProduct({ productId }: { productId: number }): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), productAllowed("list")));
  return row !== undefined;
}
