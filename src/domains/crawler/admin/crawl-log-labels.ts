import type { ExtractionFailureCode } from "../extraction-types";
import type { FetchFailureCode } from "../fetch";

/** What the crawl logs and held prices record besides fetch and extraction failures. */
type CrawlOutcomeCode =
  | "NO_PRODUCT_LINKS"
  | "IMPLAUSIBLE_PRICE"
  | "HELD"
  | "NOT_KRW"
  | "WITNESSES_DISAGREE"
  | "AUTO_MATCHED"
  | "AUTO_CREATED"
  | "SKIPPED"
  | "UNMATCHED"
  | "FAILED";

/** Every code a crawl log line can carry, as a short Korean label for the admin screens (the reason says the rest). */
export const CRAWL_LOG_CODE_LABELS: Record<FetchFailureCode | ExtractionFailureCode | CrawlOutcomeCode, string> = {
  BLOCKED_BY_ROBOTS: "robots.txt 차단",
  UNSAFE_URL: "허용되지 않은 주소",
  TIMEOUT: "시간 초과",
  HTTP_ERROR: "HTTP 오류",
  TOO_LARGE: "응답이 너무 큼",
  NETWORK: "네트워크 오류",
  TOO_MANY_REDIRECTS: "리다이렉트 과다",
  EMPTY_PAGE: "빈 페이지",
  NO_PRICE: "가격 없음",
  BAD_PRICE: "잘못된 가격",
  CONFLICTING_PRICES: "가격 충돌",
  INVALID_SELECTOR: "선택자 오류",
  INVALID_EXTRACTION: "추출 형식 오류",
  AMBIGUOUS_PRICE: "판매가 불확실",
  NO_PRODUCT_LINKS: "상품 링크 없음",
  IMPLAUSIBLE_PRICE: "비정상 가격",
  HELD: "검토 보류",
  NOT_KRW: "원화 아님",
  WITNESSES_DISAGREE: "가격 출처 불일치",
  AUTO_MATCHED: "자동 연결",
  AUTO_CREATED: "자동 등록",
  SKIPPED: "건너뜀",
  UNMATCHED: "확인 대기",
  FAILED: "실패",
};

/** A crawl log line's code in Korean; a line without one went well ("정상"). */
export function crawlLogCodeLabel(code: string | null): string {
  if (!code) return "정상";
  return (CRAWL_LOG_CODE_LABELS as Record<string, string>)[code] ?? "기타 오류";
}

/** A discovered page's match decision, in Korean (the audit log and the review page would otherwise say `match`). */
export const MATCH_DECISION_LABELS: Record<"match" | "new" | "skip" | "review", string> = {
  match: "기존 상품에 매칭",
  new: "새 상품으로 등록",
  skip: "건너뜀",
  review: "검토 대기",
};
