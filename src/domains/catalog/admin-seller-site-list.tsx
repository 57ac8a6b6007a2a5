"use client";

import { useState } from "react";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { ActionsCell, AdminTable } from "@/ui/admin/admin-table";
import { stickyFirstColumn } from "@/ui/admin/sticky-first-column";
import { badge, badgeTone, button, primaryButton, td } from "@/ui/admin/admin-ui";
import { SELLER_PLATFORMS, type SellerSiteInput } from "./admin-seller-site-form";
import type { AdminSellerSite } from "./admin-seller-sites";
import { SellerSiteEditor } from "./admin/admin-seller-site-editor";

/** What the crawler shows of a site in its row, rendered by the page: its state, robots.txt answer and "지금 크롤링" button. */
export type SellerSiteCrawlCells = { state: React.ReactNode; robots: React.ReactNode; crawlNow: React.ReactNode };

/** The seller-site table with its editor; each row's crawl cells come from the page (`crawl`). */
export function SellerSiteList({
  sites,
  crawl,
  defaultInterval,
}: {
  sites: AdminSellerSite[];
  defaultInterval: number;
  crawl: Record<number, SellerSiteCrawlCells>;
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const site = typeof editing === "number" ? sites.find((s) => s.id === editing) : undefined;
  return (
    <div className={`space-y-3 ${stickyFirstColumn}`}>
      <div className="flex justify-end">
        <button type="button" className={primaryButton} onClick={() => setEditing("new")}>
          판매처 추가
        </button>
      </div>
      {editing !== null ? (
        <SellerSiteEditor
          key={String(editing)}
          siteId={site?.id}
          initial={site as SellerSiteInput | undefined}
          defaultInterval={defaultInterval}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <AdminTable
        columns={[
          "판매처",
          "플랫폼",
          "상태",
          { label: "상품", right: true },
          { label: "갱신 지연", right: true },
          "마지막 크롤링·주기",
          "robots.txt",
          { label: "관리", right: true },
        ]}
        rowCount={sites.length}
        empty="등록된 판매처가 없습니다."
      >
        {sites.map((s) => {
          const cells = crawl[s.id];
          return (
            <tr key={s.id} className="hover:bg-gray-50">
              <td className={td}>
                <p className="font-medium">{s.name}</p>
                <p className="max-w-56 truncate text-xs text-gray-500">{s.baseUrl}</p>
              </td>
              <td className={`${td} whitespace-nowrap`}>{SELLER_PLATFORMS[s.platform]}</td>
              <td className={`${td} min-w-40`}>
                {!s.enabled ? <span className={`${badge} ${badgeTone.gray}`}>꺼짐</span> : null} {cells?.state}
              </td>
              <td className={`${td} text-right tabular-nums`}>{s.offerCount}</td>
              <td className={`${td} text-right tabular-nums ${s.staleOfferCount ? "font-semibold text-amber-700" : "text-gray-500"}`}>
                {s.staleOfferCount}
              </td>
              <td className={`${td} whitespace-nowrap text-gray-600`}>
                {formatSeoulDateTime(s.lastCrawledAt)}
                <span className="block text-xs text-gray-500">{s.crawlIntervalMinutes}분마다</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{cells?.robots}</td>
              <ActionsCell>
                {cells?.crawlNow}
                <button type="button" className={button} onClick={() => setEditing(s.id)}>
                  편집
                </button>
              </ActionsCell>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
