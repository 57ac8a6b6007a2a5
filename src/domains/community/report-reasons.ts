/** Why a member reports a post, comment or review: one of these, picked before the report is sent. */
export const REPORT_REASONS = ["스팸·광고", "욕설·비방", "음란·불법 정보", "개인정보 노출", "도배·중복", "기타"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an admin reads: the reason, and the member's own words when given. */
export function reportReasonText({ reason, detail }: { reason: ReportReason; detail: string }): string {
  return detail ? `${reason}: ${detail}` : reason;
}
