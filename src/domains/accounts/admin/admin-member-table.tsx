"use client";

import { callAdminApi } from "@/ui/admin/admin-api";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { ActionsCell, AdminTable } from "@/ui/admin/admin-table";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import { Badge } from "@/ui/admin/badge";
import { Td } from "@/ui/admin/table-parts";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { useAdminAction } from "@/ui/admin/use-admin-action";
import type { MemberListItem } from "../queries";

type Row = Omit<MemberListItem, "bannedAt" | "deletedAt" | "lastSignInAt" | "createdAt"> & {
  bannedAt: string | Date | null;
  deletedAt: string | Date | null;
  lastSignInAt: string | Date | null;
  createdAt: string | Date;
};

/** Members with grade change and ban/unban (with a reason); a change shows only once the server made it. */
export function AdminMemberTable({
  members,
  activity,
  selfId,
}: {
  members: Row[];
  /** Each member's activity summary, rendered by the page (it gathers figures from other domains). */
  activity: Record<string, React.ReactNode>;
  selfId: string;
}) {
  const [confirmDialog, confirm] = useConfirm();
  const { busy, run } = useAdminAction();
  const moderate = (member: Row, body: { banned?: boolean; grade?: "NORMAL" | "ADMIN"; reason?: string }, success: string) =>
    run(member.id, () => callAdminApi(`/api/admin/users/${member.id}`, { method: "PATCH", body }), success);

  async function ban(member: Row) {
    const name = member.nickname ?? member.email ?? "회원";
    const banned = member.bannedAt === null;
    const answer = await confirm({
      message: banned ? `${name} 님을 차단할까요?\n접속 중인 세션과 알림 연결이 바로 끊깁니다.` : `${name} 님의 차단을 풀까요?`,
      confirmLabel: banned ? "차단" : "차단 해제",
      withReason: true,
    });
    if (answer) await moderate(member, { banned, reason: answer.reason }, banned ? "차단했습니다." : "차단을 해제했습니다.");
  }

  async function grade(member: Row, next: "NORMAL" | "ADMIN") {
    const answer = await confirm({
      message: `${member.nickname ?? member.email} 님을 ${next === "ADMIN" ? "관리자로" : "일반 회원으로"} 바꿀까요?`,
      confirmLabel: "변경",
    });
    if (answer) await moderate(member, { grade: next }, "등급을 바꿨습니다.");
  }

  return (
    <>
      {confirmDialog}
      <AdminTable
        label="회원 목록"
        columns={["회원", "로그인", "가입", "최근 로그인", "활동", "등급", "상태", { label: "관리", right: true }]}
        rowCount={members.length}
        empty="찾는 회원이 없습니다."
      >
        {members.map((m) => (
          <tr key={m.id} className={busy === m.id ? "opacity-50" : "hover:bg-gray-50"} data-testid="admin-member">
            <Td>
              <p className="font-medium">{m.nickname ?? "탈퇴한 회원"}</p>
              <p className="text-xs text-gray-500">{m.email ?? "—"}</p>
            </Td>
            <Td className="whitespace-nowrap text-gray-600">
              {m.signIn.map((s) => (s === "google" ? "Google" : "비밀번호")).join(", ") || "—"}
            </Td>
            <Td className="whitespace-nowrap text-gray-600">{formatSeoulDateTime(m.createdAt)}</Td>
            <Td className="whitespace-nowrap text-gray-600">{formatSeoulDateTime(m.lastSignInAt)}</Td>
            <Td>{activity[m.id] ?? <span className="text-gray-400">—</span>}</Td>
            <Td>
              <AdminInput
                aria-label={`${m.nickname ?? m.email} 등급`}
                value={m.grade}
                disabled={m.id === selfId || m.deletedAt !== null || busy !== null}
                onChange={(e) => grade(m, e.target.value as "NORMAL" | "ADMIN")}
                as="select"
                className="py-1"
              >
                <option value="NORMAL">일반</option>
                <option value="ADMIN">관리자</option>
              </AdminInput>
            </Td>
            <Td className="whitespace-nowrap">
              {m.deletedAt ? (
                <Badge tone="gray">탈퇴</Badge>
              ) : m.bannedAt ? (
                <Badge tone="red" title={formatSeoulDateTime(m.bannedAt)}>
                  차단됨
                </Badge>
              ) : (
                <Badge tone="green">정상</Badge>
              )}
            </Td>
            <ActionsCell>
              {m.id !== selfId && !m.deletedAt ? (
                <AdminButton type="button" variant={m.bannedAt ? "plain" : "danger"} onClick={() => ban(m)} disabled={busy !== null}>
                  {m.bannedAt ? "차단 해제" : "차단"}
                </AdminButton>
              ) : null}
            </ActionsCell>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
