"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { badge, badgeTone, button, dangerButton, table, tableWrap, td, th } from "@/ui/admin/admin-ui";
import type { ReportDecision, ReportedContent } from "./moderation";

type Row = Omit<ReportedContent, "lastReportedAt"> & { lastReportedAt: string | Date };

const TYPE_LABELS = { post: "글", comment: "댓글", review: "리뷰" } as const;
const DONE = { hide: "숨겼습니다.", restore: "다시 보이게 했습니다.", dismiss: "신고를 기각했습니다." } as const;

/** Reported posts, comments and reviews with 숨기기 / 복구 / 기각; the list shows a change once the server made it. */
export function AdminReportTable({ rows, empty }: { rows: Row[]; empty: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  async function decide(row: Row, decision: ReportDecision) {
    const key = `${row.targetType}:${row.targetId}`;
    setBusy(key);
    try {
      await callAdminApi("/api/admin/community/reports", {
        method: "POST",
        body: { targetType: row.targetType, targetId: row.targetId, decision },
      });
      toast.success(DONE[decision]);
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className={tableWrap}>
      <table className={table}>
        <thead>
          <tr>
            <th className={th}>종류</th>
            <th className={th}>내용</th>
            <th className={`${th} text-right`}>신고</th>
            <th className={th}>사유</th>
            <th className={th}>마지막 신고</th>
            <th className={th}>처리</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = `${row.targetType}:${row.targetId}`;
            return (
              <tr key={key} data-testid="reported-row">
                <td className={td}>
                  <span className={`${badge} ${badgeTone.gray}`}>{TYPE_LABELS[row.targetType]}</span>
                  {row.item?.hidden ? <span className={`${badge} ${badgeTone.red} ml-1`}>숨김</span> : null}
                </td>
                <td className={`${td} max-w-md`}>
                  {row.item ? (
                    <Link href={row.item.href} className="line-clamp-2 break-words hover:underline" target="_blank">
                      {row.item.text}
                    </Link>
                  ) : (
                    <span className="text-gray-500">삭제된 항목</span>
                  )}
                </td>
                <td className={`${td} text-right tabular-nums`}>{row.reportCount}</td>
                <td className={`${td} max-w-48 truncate text-gray-600`}>{row.reasons.filter(Boolean).join(", ") || "—"}</td>
                <td className={`${td} whitespace-nowrap text-gray-600`}>{formatSeoulDateTime(row.lastReportedAt)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <div className="flex gap-1">
                    {row.item?.hidden ? (
                      <button type="button" className={button} disabled={busy === key} onClick={() => void decide(row, "restore")}>
                        복구
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={dangerButton}
                        disabled={busy === key || !row.item}
                        onClick={() => void decide(row, "hide")}
                      >
                        숨기기
                      </button>
                    )}
                    {row.item?.hidden ? null : (
                      <button type="button" className={button} disabled={busy === key} onClick={() => void decide(row, "dismiss")}>
                        기각
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
          {rows.length === 0 ? (
            <tr>
              <td className={`${td} py-6 text-center text-gray-500`} colSpan={6}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
