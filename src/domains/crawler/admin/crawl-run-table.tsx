"use client";

import { Fragment, useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { formatDuration } from "@/ui/admin/admin-format";
import { ActionsCell, AdminTable } from "@/ui/admin/admin-table";
import { AdminButton } from "@/ui/admin/admin-button";
import { Td } from "@/ui/admin/table-parts";
import { formatWon } from "@/ui/format-won";
import { extractionMethodLabel } from "@/domains/catalog/labels";
import { crawlLogCodeLabel } from "./crawl-log-labels";
import { CrawlNowButton } from "./crawl-now-button";
import { CrawlStatusBadge } from "./crawl-status-badge";

export type CrawlRunRow = {
  id: number;
  sellerSiteId: number;
  siteName: string;
  trigger: string;
  status: string;
  startedAt: string | Date;
  durationMs: number | null;
  pages: number;
  okCount: number;
  failedCount: number;
  changedCount: number;
  heldCount: number;
  discoveredCount: number;
  error: string | null;
};
type LogRow = {
  id: number;
  url: string;
  httpStatus: number | null;
  method: string | null;
  oldPrice: number | null;
  newPrice: number | null;
  changed: boolean;
  durationMs: number;
  errorCode: string | null;
  errorReason: string | null;
};

const TRIGGER: Record<string, string> = { schedule: "예약", manual: "수동", queue: "큐" };

/** Crawl runs; a run opens to its pages (errors first on request) and a site can be run again. */
export function CrawlRunTable({
  runs,
  rerunAction,
}: {
  runs: CrawlRunRow[];
  rerunAction: React.ComponentProps<typeof CrawlNowButton>["action"];
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [logs, setLogs] = useState<LogRow[] | null>(null);
  const [errorsOnly, setErrorsOnly] = useState(false);

  async function show(runId: number, onlyErrors = errorsOnly) {
    if (open === runId && onlyErrors === errorsOnly) return setOpen(null);
    setOpen(runId);
    setErrorsOnly(onlyErrors);
    setLogs(null);
    try {
      setLogs((await callAdminApi<{ logs: LogRow[] }>(`/api/admin/crawler-logs/${runId}?errors=${onlyErrors ? 1 : 0}`)).logs);
    } catch (e) {
      toast.error((e as Error).message);
      setOpen(null);
    }
  }

  return (
    <AdminTable
      label="크롤링 기록"
      columns={[
        "시작",
        "판매처",
        "상태",
        { label: "페이지", right: true },
        { label: "성공/실패", right: true },
        { label: "변동·보류·발견", right: true },
        { label: "소요", right: true },
        { label: "관리", right: true },
      ]}
      rowCount={runs.length}
      empty="조건에 맞는 크롤링 기록이 없습니다."
    >
      {runs.map((run) => {
        return (
          <Fragment key={run.id}>
            <tr className="hover:bg-gray-50" data-testid="crawl-run">
              <Td className="whitespace-nowrap">
                {formatSeoulDateTime(run.startedAt)} <span className="text-xs text-gray-500">{TRIGGER[run.trigger] ?? run.trigger}</span>
              </Td>
              <Td className="whitespace-nowrap font-medium">{run.siteName}</Td>
              <Td>
                <CrawlStatusBadge status={run.status} />
                {run.error ? <p className="mt-1 max-w-64 text-xs text-red-700">{run.error}</p> : null}
              </Td>
              <Td className="text-right tabular-nums">{run.pages}</Td>
              <Td className="text-right tabular-nums">
                {run.okCount} / <span className={run.failedCount ? "font-semibold text-red-700" : ""}>{run.failedCount}</span>
              </Td>
              <Td className="text-right tabular-nums">
                {run.changedCount} · {run.heldCount} · {run.discoveredCount}
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatDuration(run.durationMs)}</Td>
              <ActionsCell>
                <AdminButton type="button" onClick={() => show(run.id, false)} aria-expanded={open === run.id}>
                  페이지
                </AdminButton>
                {run.failedCount ? (
                  <AdminButton type="button" onClick={() => show(run.id, true)}>
                    오류만
                  </AdminButton>
                ) : null}
                <CrawlNowButton siteId={run.sellerSiteId} siteName={run.siteName} label="다시 실행" action={rerunAction} />
              </ActionsCell>
            </tr>
            {open === run.id ? (
              <tr>
                <td colSpan={8} className="bg-gray-50 px-3 py-2">
                  {logs === null ? <p className="text-sm text-gray-500">불러오는 중…</p> : null}
                  {logs?.length === 0 ? <p className="text-sm text-gray-500">기록된 페이지가 없습니다.</p> : null}
                  <ul className="space-y-1 text-xs">
                    {logs?.map((log) => (
                      <li key={log.id} className="flex flex-wrap gap-x-3">
                        <span className={log.errorCode ? "font-semibold text-red-700" : "text-green-700"}>
                          {crawlLogCodeLabel(log.errorCode)}
                        </span>
                        <span className="tabular-nums text-gray-600">{log.httpStatus ?? "—"}</span>
                        <span className="tabular-nums">{formatDuration(log.durationMs)}</span>
                        {log.method ? <span>{extractionMethodLabel(log.method)}</span> : null}
                        {log.changed ? (
                          <span>
                            {log.oldPrice == null ? "—" : formatWon(log.oldPrice)} → {log.newPrice == null ? "—" : formatWon(log.newPrice)}
                          </span>
                        ) : null}
                        {log.errorReason ? <span className="text-red-700">{log.errorReason}</span> : null}
                        <a href={log.url} target="_blank" rel="noreferrer" className="min-w-0 truncate text-brand-700 underline">
                          {log.url}
                        </a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </AdminTable>
  );
}
