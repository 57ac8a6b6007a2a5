import "server-only";
import { countMemberContent } from "@/domains/community/member-activity";
import { countNotificationActivity } from "@/domains/notifications/member-activity";
import { countPushSubscriptions } from "@/domains/push/member-activity";
import { countWishlistActivity } from "@/domains/wishlist/member-activity";
import { listAuditEntriesAbout, type AuditEntry } from "@/domains/audit/list-audit-entries";

export type ActivityFigure = { label: string; value: number; note?: string };
export type BanEvent = { at: Date; banned: boolean; reason: string | null; by: string };
export type MemberActivity = { figures: ActivityFigure[]; auditEntries: number; banHistory: BanEvent[] };

type FigureSource = (userIds: string[]) => Promise<Map<string, ActivityFigure[]>>;
const perMember = <T>(counts: Map<string, T>, figures: (value: T) => ActivityFigure[]) =>
  new Map([...counts].map(([id, value]) => [id, figures(value)]));

/**
 * What each domain counts for a member, through its exported function, in display order.
 */
const FIGURE_SOURCES: FigureSource[] = [
  async (userIds) =>
    perMember(await countWishlistActivity({ userIds }), (c) => [
      { label: "찜", value: c.wishlist },
      { label: "저장한 검색", value: c.savedSearches },
    ]),
  async (userIds) =>
    perMember(await countNotificationActivity({ userIds }), (c) => [
      { label: "알림", value: c.total, note: c.unread ? `안 읽음 ${c.unread.toLocaleString("ko-KR")}` : undefined },
    ]),
  async (userIds) => perMember(await countPushSubscriptions({ userIds }), (n) => [{ label: "푸시 구독", value: n }]),
  async (userIds) =>
    perMember(await countMemberContent({ userIds }), (c) => [
      { label: "게시글", value: c.posts },
      { label: "댓글", value: c.comments },
      { label: "리뷰", value: c.reviews },
    ]),
];

function banEvents(entries: AuditEntry[]): BanEvent[] {
  return entries
    .filter((e) => e.action === "member.ban" || e.action === "member.unban")
    .map((e) => ({
      at: e.at,
      banned: e.action === "member.ban",
      reason: ((e.after as { reason?: string | null } | null)?.reason ?? null) || null,
      by: e.actorName,
    }));
}

/** The back-office's activity summary of these members (one page of /admin/users), a few grouped queries. */
export async function listMemberActivity({ userIds }: { userIds: string[] }): Promise<Map<string, MemberActivity>> {
  const [figures, audit] = await Promise.all([
    Promise.all(FIGURE_SOURCES.map((source) => source(userIds))),
    listAuditEntriesAbout({ targetType: "member", targetIds: userIds }),
  ]);
  return new Map(
    userIds.map((id) => {
      const entries = audit.get(id) ?? [];
      return [
        id,
        { figures: figures.flatMap((source) => source.get(id) ?? []), auditEntries: entries.length, banHistory: banEvents(entries) },
      ];
    }),
  );
}
