import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { productAllowed } from "../product-policy";
import { mayCountOutboundClick } from "./outbound-click-limits";
import { offers, outboundClicks, products } from "../schema";

/**
 * Logs a click out to a shop (offer, product, the price shown then, the page it came from) and
 * answers the shop URL to send the visitor to; null for an unknown offer or a hidden product, `withheld` when the compliance policy withholds its product from comparing. With the
 * visitor's address and browser (`from`), bots and clicks past the address's limits are sent on, not logged.
 */
export async function recordOutboundClick({
  offerId,
  referrerPath,
  from,
}: {
  offerId: number;
  referrerPath: string | null;
  from?: { ip: string; userAgent: string | null };
}): Promise<{ url: string } | { withheld: true } | null> {
  const db = getDb();
  const [offer] = await db
    .select({
      id: offers.id,
      productId: offers.productId,
      price: offers.price,
      url: offers.url,
      allowed: sql<boolean>`${productAllowed("compare")}`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(offers.id, offerId), eq(products.visible, true)));
  if (!offer) return null;
  if (!offer.allowed) return { withheld: true };
  if (from && !(await mayCountOutboundClick({ offerId, ...from }))) return { url: offer.url };
  await db.insert(outboundClicks).values({ offerId: offer.id, productId: offer.productId, priceAtClick: offer.price, referrerPath });
  return { url: offer.url };
}
