import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { products } from "./schema";

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

/** Whether a product exists and is shown (reviews are written for those only). */
export async function isVisibleProduct({ productId }: { productId: number }): Promise<boolean> {
  const [row] = await getDb().select({ visible: products.visible }).from(products).where(eq(products.id, productId));
  return row?.visible === true;
}
