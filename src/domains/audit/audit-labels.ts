/** Every action the audit log records, with the Korean name admins read (dashboard, /admin/audit-log). */
export const AUDIT_ACTION_LABELS = {
  "settings.update": "설정 변경",
  "compliance.preset": "운영 정책 변경",
  "member.ban": "회원 차단",
  "member.unban": "회원 차단 해제",
  "member.grade": "회원 등급 변경",
  "manufacturer.create": "제조사 추가",
  "manufacturer.rename": "제조사 이름 변경",
  "manufacturer.aliases": "제조사 별칭 변경",
  "manufacturer.merge": "제조사 합치기",
  "manufacturer.delete": "제조사 삭제",
  "product.create": "상품 추가",
  "product.update": "상품 수정",
  "product.show": "상품 노출",
  "product.hide": "상품 숨김",
  "product.auto-create": "상품 자동 생성",
  "product.merge": "중복 상품 합치기",
  "product.merge-undo": "중복 상품 합치기 되돌림",
  "product.duplicate-dismiss": "중복 후보 무시",
  "offer.add": "판매처 상품 추가",
  "offer.remove": "판매처 상품 삭제",
  "offer.move": "판매처 상품 옮기기",
  "offer.crawl": "판매처 상품 가격 다시 읽기",
  "offer.auto-match": "판매처 상품 자동 연결",
  "price_history.delete": "가격 기록 삭제",
  "seller_site.create": "판매처 추가",
  "seller_site.update": "판매처 수정",
  "seller_site.delete": "판매처 삭제",
  "seller_site.crawl": "판매처 지금 크롤링",
  "held_price.approve": "보류 가격 반영",
  "held_price.reject": "보류 가격 버림",
  "unmatched.accept": "발견한 페이지 연결",
  "unmatched.ignore": "발견한 페이지 무시",
  "unmatched.approve-auto": "자동 연결 확인",
  "unmatched.undo-auto": "자동 연결 되돌리기",
  "unmatched.merge-auto": "자동 생성 상품 합치기",
  "community.board.create": "게시판 추가",
  "community.board.update": "게시판 수정",
  "community.report.hide": "신고된 글 숨김",
  "community.report.restore": "숨긴 글 복구",
  "community.report.dismiss": "신고 기각",
  "price_report.fixed": "가격 오류 신고 수정됨",
  "price_report.dismiss": "가격 오류 신고 문제 없음",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What an entry is about, in Korean. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  settings: "시스템 설정",
  member: "회원",
  manufacturer: "제조사",
  product: "상품",
  offer: "판매처 상품",
  seller_site: "판매처",
  held_price: "보류 가격",
  unmatched_page: "발견한 페이지",
  board: "게시판",
  post: "게시글",
  comment: "댓글",
  review: "리뷰",
};

/** The Korean name of an action; a code without one (an entry older than its label) reads as "기타 관리 작업", never raw. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? "기타 관리 작업";
}

export function auditTargetLabel(targetType: string): string {
  return AUDIT_TARGET_LABELS[targetType] ?? "기타";
}
