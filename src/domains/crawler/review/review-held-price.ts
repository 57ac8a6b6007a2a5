import "server-only";
import { and, eq } from "drizzle-orm";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { recordOfferObservation } from "@/domains/catalog/pricing";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { heldPrices } from "../schema";

async function pendingHeldPrice(db: Db, heldId: number) {
  const [held] = await db.select().from(heldPrices).where(eq(heldPrices.id, heldId));
  if (!held) throw notFound("보류된 가격을 찾을 수 없습니다.");
  if (held.status !== "pending") throw conflict("이미 검토한 가격입니다.", "already_reviewed");
  return held;
}

/** An admin confirms a held price is real: it is recorded like any crawl (history, pricing, events). */
export async function approveHeldPrice({
  heldId,
  db = getDb(),
  now = new Date(),
}: {
  heldId: number;
  db?: Db;
  now?: Date;
}): Promise<{ offerId: number; events: PriceEvent[] }> {
  const held = await pendingHeldPrice(db, heldId);
  if (held.currency !== "KRW") throw conflict("원화가 아닌 가격은 게시할 수 없습니다. 거절해 주세요.", "not_krw");
  const result = await recordOfferObservation(
    {
      offerId: held.offerId,
      price: held.price,
      listPrice: held.listPrice,
      inStock: held.inStock,
      shippingFee: held.shippingFee ?? undefined,
      sellerTitle: held.sellerTitle,
      method: held.method,
      observedAt: now,
    },
    db,
  );
  await db
    .update(heldPrices)
    .set({ status: "approved", reviewedAt: now })
    .where(and(eq(heldPrices.id, heldId), eq(heldPrices.status, "pending")));
  return { offerId: held.offerId, events: result.events };
}

/** An admin dismisses a held price as a misread page; the offer keeps its published price. */
export async function rejectHeldPrice({ heldId, db = getDb(), now = new Date() }: { heldId: number; db?: Db; now?: Date }): Promise<void> {
  await pendingHeldPrice(db, heldId);
  await db
    .update(heldPrices)
    .set({ status: "rejected", reviewedAt: now })
    .where(and(eq(heldPrices.id, heldId), eq(heldPrices.status, "pending")));
}
