import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import type { Extraction } from "../extraction-types";
import { heldPrices } from "../schema";

/** Keeps a suspicious price (with the page's price witnesses) for admin review; the same price seen again while pending bumps its row. */
export async function holdPrice(
  db: Db,
  {
    offerId,
    runId,
    extraction,
    medianPrice,
    reason,
    at,
  }: { offerId: number; runId: number; extraction: Extraction; medianPrice: number | null; reason: string; at: Date },
): Promise<void> {
  await db
    .insert(heldPrices)
    .values({
      offerId,
      runId,
      price: Math.round(extraction.price),
      currency: extraction.currency,
      priceText: extraction.priceText,
      listPrice: extraction.listPrice === null ? null : Math.round(extraction.listPrice),
      witnesses: extraction.witnesses,
      inStock: extraction.inStock,
      shippingFee: extraction.shippingFee,
      sellerTitle: extraction.title,
      method: extraction.method,
      medianPrice,
      reason,
      firstSeenAt: at,
      lastSeenAt: at,
    })
    .onConflictDoUpdate({
      target: [heldPrices.offerId, heldPrices.price],
      targetWhere: sql`${heldPrices.status} = 'pending'`,
      set: {
        lastSeenAt: at,
        runId,
        inStock: extraction.inStock,
        reason,
        medianPrice,
        witnesses: extraction.witnesses,
        seenCount: sql`${heldPrices.seenCount} + 1`,
      },
    });
}
