import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { offers, outboundClicks, products } from "./schema";

/**
 * Logs a click out to a shop (offer, product, the price shown then, the page it came from) and
 * answers the shop URL to send the visitor to; null for an unknown offer or a hidden product.
 */
export async function recordOutboundClick({
  offerId,
  referrerPath,
}: {
  offerId: number;
  referrerPath: string | null;
}): Promise<{ url: string } | null> {
  const db = getDb();
  const [offer] = await db
    .select({ id: offers.id, productId: offers.productId, price: offers.price, url: offers.url })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.id, offerId), eq(products.visible, true)));
  if (!offer) return null;
  await db.insert(outboundClicks).values({ offerId: offer.id, productId: offer.productId, priceAtClick: offer.price, referrerPath });
  return { url: offer.url };
}
