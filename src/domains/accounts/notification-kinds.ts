import type { NotificationPreferences } from "./schema";

export type NotificationKind = keyof NotificationPreferences["kinds"];

/** The notification kinds a member can switch on or off on /profile, with their Korean labels. */
export const NOTIFICATION_KINDS: ReadonlyArray<{ kind: NotificationKind; label: string; description: string }> = [
  { kind: "price_drop", label: "가격 하락", description: "관심상품의 최저가가 내려가면 알려드려요." },
  { kind: "all_time_low", label: "역대 최저가", description: "관심상품이 액상픽 기록상 가장 낮은 가격이 되면 알려드려요." },
  { kind: "target_price", label: "목표가 도달", description: "설정한 목표가 이하로 내려가면 알려드려요." },
  { kind: "back_in_stock", label: "재입고", description: "품절된 관심상품이 다시 입고되면 알려드려요." },
  { kind: "saved_search", label: "저장한 검색", description: "저장한 검색 조건에 맞는 상품이 새로 나오면 알려드려요." },
  { kind: "community", label: "댓글·커뮤니티", description: "내 글에 댓글이나 답글이 달리면 알려드려요." },
];

/**
 * Where a notice can reach a member: `bell` (the stored notification, shown at once on open pages), `push` (the
 * browsers they subscribed), `email` (the digest of the email-alerts domain), `kakao` (나에게 보내기 in their own
 * KakaoTalk), `webhook` (a URL they gave: Discord, Slack or signed JSON).
 */
export const NOTICE_CHANNELS = ["bell", "push", "email", "kakao", "webhook"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The channels chosen per kind in NotificationPreferences.channels (bell is the kind's own switch; e-mail has its card). */
export const OUTSIDE_CHANNELS = ["push", "kakao", "webhook"] as const satisfies readonly NoticeChannel[];
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number];

/** One stored notification as an outside channel (KakaoTalk, webhook) sends it: `url` is the site path it links to. */
export type ChannelMessage = { notificationId: number; userId: string; kind: string; title: string; body: string; url: string };

/**
 * Whether a member hears a kind at all (PriceBuddy's `via()`): never when they switched it off on /profile, nor when they
 * have no preferences (withdrawn and banned members); a kind they never saw there (a newer one) counts as wanted.
 */
export function kindWanted(preferences: NotificationPreferences | undefined, kind: string): boolean {
  return preferences !== undefined && (preferences.kinds as Partial<Record<string, boolean>>)[kind] !== false;
}

/** Whether a member's preferences let a notice of `kind` take `channel` (a kind or channel they never saw counts as on). */
export function channelChosen(preferences: NotificationPreferences | undefined, kind: string, channel: OutsideChannel): boolean {
  if (!kindWanted(preferences, kind)) return false;
  if (channel === "push" && !preferences!.push) return false;
  return preferences!.channels?.[kind]?.[channel] !== false;
}
