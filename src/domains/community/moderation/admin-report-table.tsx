"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminButton } from "@/ui/admin/admin-button";
import { Badge } from "@/ui/admin/badge";
import { PlainTable, TableScroll, Td, Th } from "@/ui/admin/table-parts";
import type { ReportDecision, ReportedContent } from "./moderation";

type Row = Omit<ReportedContent, "lastReportedAt"> & { lastReportedAt: string | Date };

const TYPE_LABELS = { post: "글", comment: "댓글", review: "리뷰" } as const;
const DONE = { hide: "숨겼습니다.", restore: "다시 보이게 했습니다.", dismiss: "신고를 기각했습니다." } as const;

/** Reported posts, comments and reviews with 숨기기 / 복구 / 기각 (`label` names the table); the list shows a change once the server made it. */
export function AdminReportTable({ label, rows, empty }: { label: string; rows: Row[]; empty: string }) {
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
    <TableScroll label={label}>
      <PlainTable>
        <thead>
          <tr>
            <Th>종류</Th>
            <Th>내용</Th>
            <Th className="text-right">신고</Th>
            <Th>사유</Th>
            <Th>마지막 신고</Th>
            <Th>처리</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = `${row.targetType}:${row.targetId}`;
            return (
              <tr key={key} data-testid="reported-row">
                <Td>
                  <Badge tone="gray">{TYPE_LABELS[row.targetType]}</Badge>
                  {row.item?.hidden ? (
                    <Badge tone="red" className="ml-1">
                      숨김
                    </Badge>
                  ) : null}
                </Td>
                <Td className="max-w-md">
                  {row.item ? (
                    <Link href={row.item.href} className="line-clamp-2 break-words hover:underline" target="_blank">
                      {row.item.text}
                    </Link>
                  ) : (
                    <span className="text-gray-500">삭제된 항목</span>
                  )}
                </Td>
                <Td className="text-right tabular-nums">{row.reportCount}</Td>
                <Td className="max-w-48 truncate text-gray-600">{row.reasons.filter(Boolean).join(", ") || "—"}</Td>
                <Td className="whitespace-nowrap text-gray-600">{formatSeoulDateTime(row.lastReportedAt)}</Td>
                <Td className="whitespace-nowrap">
                  <div className="flex gap-1">
                    {row.item?.hidden ? (
                      <AdminButton type="button" disabled={busy === key} onClick={() => void decide(row, "restore")}>
                        복구
                      </AdminButton>
                    ) : (
                      <AdminButton
                        type="button"
                        variant="danger"
                        disabled={busy === key || !row.item}
                        onClick={() => void decide(row, "hide")}
                      >
                        숨기기
                      </AdminButton>
                    )}
                    {row.item?.hidden ? null : (
                      <AdminButton type="button" disabled={busy === key} onClick={() => void decide(row, "dismiss")}>
                        기각
                      </AdminButton>
                    )}
                  </div>
                </Td>
              </tr>
            );
          })}
          {rows.length === 0 ? (
            <tr>
              <Td className="py-6 text-center text-gray-500" colSpan={6}>
                {empty}
              </Td>
            </tr>
          ) : null}
        </tbody>
      </PlainTable>
    </TableScroll>
  );
}
