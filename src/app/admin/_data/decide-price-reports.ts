import "server-only";
import type { AuditActor } from "@/domains/audit/record-audit-entry";
import { resolvePriceReports, type PriceReportDecision } from "@/domains/catalog/price-reports";
import { notifyMembers } from "@/domains/notifications/notice-pipeline";
import { logger } from "@/platform/logger";

/** The bell's notice kind for a reporter told their report was fixed (a kind no /profile switch turns off: they asked). */
const PRICE_REPORT_NOTICE_KIND = "price_report";

/**
 * 수정됨 / 문제 없음 on an offer's 가격 오류 신고 (catalog closes and audits them); on 수정됨 each member who reported it is
 * told once, on the bell and by push. The notifications domain stands above the catalogue, so the app composes the two.
 */
export async function decidePriceReports({
  actor,
  offerId,
  decision,
}: {
  actor: AuditActor;
  offerId: number;
  decision: PriceReportDecision;
}) {
  const resolved = await resolvePriceReports({ actor, offerId, decision });
  if (decision === "fixed" && resolved.memberIds.length > 0) {
    const content = `신고해 주신 ${resolved.siteName}의 ${resolved.manufacturerName} ${resolved.productName} 가격 오류를 바로잡았어요. 고맙습니다.`;
    const url = `/products/${resolved.productId}`;
    await notifyMembers({
      notices: resolved.memberIds.map((userId) => ({ userId, kind: PRICE_REPORT_NOTICE_KIND, content, url })),
      pushTitle: "가격 오류 신고 처리 완료",
    }).catch((err) => logger.warn({ err, offerId }, "price report notices not sent"));
  }
  return { closed: resolved.closed };
}
