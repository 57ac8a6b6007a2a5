import "server-only";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { announceCatalogChanged } from "@/domains/catalog/catalog-change-events";
import { getDuplicateProposal, mergeProductsInCatalog, recordMergeMoves, undoMergeInCatalog } from "@/domains/catalog/duplicates";
import { moveReviews } from "@/domains/community/reviews";
import { moveProductNotifications } from "@/domains/notifications/move-product-notifications";
import { moveWishes } from "@/domains/wishlist/move-wishes";
import { getDb } from "@/platform/db/client";
import { conflict } from "@/platform/errors";

/**
 * Merging spans domains the catalogue stands below (wishlist, community, notifications), so the app composes
 * it, each domain moving its own rows, all in one transaction: the duplicate's offers and price history, its
 * members' wishes with their target and announced prices, its reviews and its notifications go to the kept product.
 */
export async function mergeDuplicateProducts({ actor, proposalId, intoId }: { actor: AuditActor; proposalId: number; intoId: number }) {
  const result = await getDb().transaction(async (tx) => {
    const proposal = await getDuplicateProposal({ id: proposalId, db: tx });
    if (intoId !== proposal.lowId && intoId !== proposal.highId)
      throw conflict("후보의 두 상품 중 하나로만 합칠 수 있습니다.", "not_in_pair");
    const fromId = intoId === proposal.lowId ? proposal.highId : proposal.lowId;
    const { mergeId } = await mergeProductsInCatalog({ fromId, intoId, db: tx });
    const moves = { fromProductId: fromId, intoProductId: intoId, db: tx };
    const wishes = await moveWishes(moves);
    const reviews = await moveReviews(moves);
    const notifications = await moveProductNotifications(moves);
    await recordMergeMoves({ mergeId, kind: "wishes", keys: wishes, db: tx });
    await recordMergeMoves({ mergeId, kind: "reviews", keys: reviews, db: tx });
    await recordMergeMoves({ mergeId, kind: "notifications", keys: notifications, db: tx });
    const after = {
      fromId,
      intoId,
      reason: proposal.reason,
      wishes: wishes.length,
      reviews: reviews.length,
      notifications: notifications.length,
    };
    await recordAuditEntry({ actor, action: "product.merge", target: { type: "product", id: fromId }, after, db: tx });
    return { mergeId, fromId, intoId };
  });
  await announceCatalogChanged([result.fromId, result.intoId]);
  return result;
}

/** Takes a merge back exactly: what each domain moved returns to the duplicate, which is shown again at its URL. */
export async function undoDuplicateMerge({ actor, mergeId }: { actor: AuditActor; mergeId: number }) {
  const result = await getDb().transaction(async (tx) => {
    const { fromId, intoId, moved } = await undoMergeInCatalog({ mergeId, db: tx });
    const back = { fromProductId: intoId, intoProductId: fromId, db: tx };
    await moveWishes({ ...back, userIds: (moved.wishes ?? []).map(String) });
    await moveReviews({ ...back, reviewIds: (moved.reviews ?? []).map(Number) });
    await moveProductNotifications({ ...back, ids: (moved.notifications ?? []).map(Number) });
    await recordAuditEntry({
      actor,
      action: "product.merge-undo",
      target: { type: "product", id: fromId },
      after: { mergeId, fromId, intoId },
      db: tx,
    });
    return { fromId, intoId };
  });
  await announceCatalogChanged([result.fromId, result.intoId]);
  return result;
}
