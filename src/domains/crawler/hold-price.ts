import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import type { Extraction } from "./extract";
import { heldPrices } from "./schema";

/** Keeps a suspicious price for admin review; the same price seen again while pending bumps its row. */
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
      price: extraction.price,
      listPrice: extraction.listPrice,
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
      set: { lastSeenAt: at, runId, inStock: extraction.inStock, reason, medianPrice, seenCount: sql`${heldPrices.seenCount} + 1` },
    });
}
