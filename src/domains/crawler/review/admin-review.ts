import "server-only";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { approveHeldPrice, rejectHeldPrice } from "./review-held-price";
import { acceptUnmatchedPage, ignoreUnmatchedPage } from "./review-unmatched-page";

/** An admin's verdict on a held price (accept: published like any crawl; reject: dropped), audited. */
export async function reviewHeldPrice({ actor, heldId, accept }: { actor: AuditActor; heldId: number; accept: boolean }) {
  if (accept) await approveHeldPrice({ heldId });
  else await rejectHeldPrice({ heldId });
  await recordAuditEntry({
    actor,
    action: accept ? "held_price.approve" : "held_price.reject",
    target: { type: "held_price", id: heldId },
  });
}

/** An admin's verdict on a discovered page: an offer of `productId`, or ignored; audited. */
export async function reviewUnmatchedPage({
  actor,
  unmatchedId,
  productId,
}: {
  actor: AuditActor;
  unmatchedId: number;
  productId: number | null;
}) {
  const result = productId ? await acceptUnmatchedPage({ unmatchedId, productId }) : null;
  if (!productId) await ignoreUnmatchedPage({ unmatchedId });
  await recordAuditEntry({
    actor,
    action: productId ? "unmatched.accept" : "unmatched.ignore",
    target: { type: "unmatched_page", id: unmatchedId },
    after: result ? { productId, offerId: result.offerId } : null,
  });
  return result;
}
