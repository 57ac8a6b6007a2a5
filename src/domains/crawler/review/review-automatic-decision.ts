import "server-only";
import { eq } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { announceCatalogChanged } from "@/domains/catalog/catalog-change-events";
import { confirmAutoRegisteredProduct, detachAutomaticOffer, mergeAutomaticOffer } from "@/domains/catalog/shops";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { unmatchedPages } from "../schema";

async function lockAutomaticPage(tx: Db, unmatchedId: number) {
  const [page] = await tx.select().from(unmatchedPages).where(eq(unmatchedPages.id, unmatchedId)).for("update");
  if (!page) throw notFound("발견된 페이지를 찾을 수 없습니다.");
  const automatic = page.status === "accepted" && (page.decision === "match" || page.decision === "new") && page.reviewedAt === null;
  if (!automatic) throw conflict("확인할 자동 결정이 아닙니다.", "not_automatic");
  return page;
}

/** An admin agrees with what the crawl did by itself: the page leaves the 자동 결정 list, a created product becomes ordinary. */
export async function approveAutomaticDecision({
  actor,
  unmatchedId,
  now = new Date(),
}: {
  actor: AuditActor;
  unmatchedId: number;
  now?: Date;
}) {
  await getDb().transaction(async (tx) => {
    const page = await lockAutomaticPage(tx, unmatchedId);
    if (page.decision === "new" && page.productId !== null) await confirmAutoRegisteredProduct({ productId: page.productId, db: tx });
    await tx.update(unmatchedPages).set({ reviewedAt: now }).where(eq(unmatchedPages.id, unmatchedId));
    await recordAuditEntry({
      actor,
      action: "unmatched.approve-auto",
      target: { type: "unmatched_page", id: unmatchedId },
      after: { decision: page.decision, productId: page.productId },
      db: tx,
    });
  });
}

/**
 * An admin takes back what the crawl did by itself, in one click: the offer leaves the product with its
 * price history (prices recomputed, pages refreshed), a product the crawl created goes with it, and
 * the page returns to the queue with the product it was matched to as a candidate.
 */
export async function undoAutomaticDecision({ actor, unmatchedId }: { actor: AuditActor; unmatchedId: number }) {
  const productId = await getDb().transaction(async (tx) => {
    const page = await lockAutomaticPage(tx, unmatchedId);
    const { productId } = await detachAutomaticOffer({ sellerSiteId: page.sellerSiteId, url: page.url, db: tx });
    const matched = page.decision === "match" && page.productId !== null;
    await tx
      .update(unmatchedPages)
      .set({
        status: "pending",
        productId: null,
        decision: "review",
        decisionReason: "관리자가 자동 결정을 되돌림",
        suggestions: matched ? [{ productId: page.productId!, score: page.matchScore ?? 0 }] : page.suggestions,
      })
      .where(eq(unmatchedPages.id, unmatchedId));
    await recordAuditEntry({
      actor,
      action: "unmatched.undo-auto",
      target: { type: "unmatched_page", id: unmatchedId },
      before: { decision: page.decision, productId: page.productId },
      db: tx,
    });
    return productId;
  });
  if (productId !== null) await announceCatalogChanged([productId]);
}

/** An admin says a product the crawl created is one the catalogue has: the page's offer moves there and the created product goes. */
export async function mergeAutomaticProduct({
  actor,
  unmatchedId,
  intoProductId,
  now = new Date(),
}: {
  actor: AuditActor;
  unmatchedId: number;
  intoProductId: number;
  now?: Date;
}) {
  const fromProductId = await getDb().transaction(async (tx) => {
    const page = await lockAutomaticPage(tx, unmatchedId);
    if (page.decision !== "new") throw conflict("자동 등록된 상품만 합칠 수 있습니다.", "not_auto_registered");
    const { fromProductId } = await mergeAutomaticOffer({ sellerSiteId: page.sellerSiteId, url: page.url, intoProductId, db: tx });
    await tx.update(unmatchedPages).set({ productId: intoProductId, reviewedAt: now }).where(eq(unmatchedPages.id, unmatchedId));
    await recordAuditEntry({
      actor,
      action: "unmatched.merge-auto",
      target: { type: "unmatched_page", id: unmatchedId },
      before: { productId: fromProductId },
      after: { productId: intoProductId },
      db: tx,
    });
    return fromProductId;
  });
  await announceCatalogChanged([fromProductId, intoProductId]);
}
