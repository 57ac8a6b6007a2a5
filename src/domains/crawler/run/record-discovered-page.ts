import "server-only";
import { eq } from "drizzle-orm";
import { AUTOMATIC_ACTOR, recordAuditEntry } from "@/domains/audit/record-audit-entry";
import { readTitleSpecs, type MatchDecision } from "@/domains/catalog/matching";
import { createOfferForPage, createProductFromShopPage } from "@/domains/catalog/shops";
import type { Db } from "@/platform/db/client";
import { unmatchedPages } from "../schema";
import { suggestProductsForTitle } from "./suggest-products";

export type DiscoveredPage = { sellerSiteId: number; url: string; title: string | null; price: number | null; imageUrl: string | null };
export type DiscoveryOutcome = "attached" | "created" | "skipped" | "queued";

/**
 * Writes what the title matcher decided for a newly found product page, in one transaction: `match`
 * attaches an offer to the product, `new` creates the product (auto-registered) and its offer — both
 * audited as automatic, with the score or the specs; `skip` is remembered with its reason and not read
 * again; `review` (or a page without a title) waits in the queue with candidates. The page's row keeps
 * the decision, so an admin sees why.
 */
export async function recordDiscoveredPage(
  db: Db,
  { page, decision, now }: { page: DiscoveredPage; decision: MatchDecision | null; now: Date },
): Promise<DiscoveryOutcome | null> {
  const { volumeMl, nicotineMg } = page.title ? readTitleSpecs(page.title).specs : { volumeMl: null, nicotineMg: null };
  const { imageUrl: _image, ...pageColumns } = page;
  const row = { ...pageColumns, volumeMl, nicotineMg, discoveredAt: now, lastSeenAt: now, decision: decision?.decision ?? null };
  return db.transaction(async (tx) => {
    if (decision?.decision === "match" || decision?.decision === "new") {
      const matchScore = decision.decision === "match" ? decision.score : null;
      // reviewedAt stays empty: no one has checked it yet (the review page's 자동 결정 list).
      const pageId = await insertPage(tx, { ...row, status: "accepted", matchScore });
      if (pageId === null) return null;
      const { productId } =
        decision.decision === "match"
          ? decision
          : await createProductFromShopPage({ specs: decision.specs, imageUrl: page.imageUrl, at: now, db: tx });
      await tx.update(unmatchedPages).set({ productId }).where(eq(unmatchedPages.id, pageId));
      const { offerId } = await createOfferForPage({
        productId,
        sellerSiteId: page.sellerSiteId,
        url: page.url,
        sellerTitle: page.title,
        db: tx,
      });
      await recordAuditEntry({
        actor: AUTOMATIC_ACTOR,
        action: decision.decision === "match" ? "offer.auto-match" : "product.auto-create",
        target: { type: "offer", id: offerId },
        after: {
          url: page.url,
          title: page.title,
          productId,
          ...(decision.decision === "match" ? { score: decision.score } : { specs: decision.specs }),
        },
        db: tx,
      });
      return decision.decision === "match" ? "attached" : "created";
    }
    if (decision?.decision === "skip") {
      const pageId = await insertPage(tx, { ...row, status: "ignored", decisionReason: decision.reason, reviewedAt: now });
      return pageId === null ? null : "skipped";
    }
    const candidates = decision?.candidates ?? [];
    const suggestions = candidates.length > 0 || !page.title ? candidates : await suggestProductsForTitle(tx, page.title);
    const pageId = await insertPage(tx, { ...row, suggestions, decisionReason: decision?.reason ?? null });
    return pageId === null ? null : "queued";
  });
}

/** The page's row id, or null when another run queued the same URL meanwhile. */
async function insertPage(tx: Db, values: typeof unmatchedPages.$inferInsert): Promise<number | null> {
  const [inserted] = await tx.insert(unmatchedPages).values(values).onConflictDoNothing().returning({ id: unmatchedPages.id });
  return inserted?.id ?? null;
}
