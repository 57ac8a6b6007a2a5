import type { NotificationPreferences } from "./schema";

export type NotificationKind = keyof NotificationPreferences["kinds"];

/** The notification kinds a member can switch on or off on /profile, with their Korean labels. */
export const NOTIFICATION_KINDS: ReadonlyArray<{ kind: NotificationKind; label: string; description: string }> = [
  { kind: "price_drop", label: "가격 하락", description: "관심상품의 최저가가 내려가면 알려드려요." },
  { kind: "target_price", label: "목표가 도달", description: "설정한 목표가 이하로 내려가면 알려드려요." },
  { kind: "back_in_stock", label: "재입고", description: "품절된 관심상품이 다시 입고되면 알려드려요." },
  { kind: "saved_search", label: "저장한 검색", description: "저장한 검색 조건에 맞는 상품이 새로 나오면 알려드려요." },
  { kind: "community", label: "댓글·커뮤니티", description: "내 글에 댓글이나 답글이 달리면 알려드려요." },
];
