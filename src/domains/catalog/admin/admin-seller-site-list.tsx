"use client";

import { useState } from "react";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { ActionsCell, AdminTable } from "@/ui/admin/admin-table";
import { AdminButton } from "@/ui/admin/admin-button";
import { Badge } from "@/ui/admin/badge";
import { stickyFirstColumn } from "@/ui/admin/sticky-first-column";
import { Td } from "@/ui/admin/table-parts";
import { SELLER_PLATFORMS, type SellerSiteInput } from "../seller-site-form";
import type { AdminSellerSite } from "./admin-seller-sites";
import { SellerSiteEditor } from "./admin-seller-site-editor";

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
        <AdminButton type="button" variant="primary" onClick={() => setEditing("new")}>
          판매처 추가
        </AdminButton>
      </div>
      {editing !== null ? (
        <SellerSiteEditor
          key={String(editing)}
          siteId={site?.id}
          initial={site as SellerSiteInput | undefined}
          published={site ? { info: site.publishedInfo, readAt: site.publishedInfoReadAt } : undefined}
          defaultInterval={defaultInterval}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <AdminTable
        label="판매처 목록"
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
              <Td>
                <p className="font-medium">{s.name}</p>
                {/* Narrow on a phone, where this column stays in view beside the row's buttons. */}
                <p className="max-w-32 truncate text-xs text-gray-500 sm:max-w-44" title={s.baseUrl}>
                  {s.baseUrl}
                </p>
              </Td>
              <Td className="whitespace-nowrap">{SELLER_PLATFORMS[s.platform]}</Td>
              <Td className="min-w-40">
                {!s.enabled ? <Badge tone="gray">꺼짐</Badge> : null} {cells?.state}
              </Td>
              <Td className="text-right tabular-nums">{s.offerCount}</Td>
              <Td className={`text-right tabular-nums ${s.staleOfferCount ? "font-semibold text-amber-700" : "text-gray-500"}`}>
                {s.staleOfferCount}
              </Td>
              <Td className="whitespace-nowrap text-gray-600">
                {formatSeoulDateTime(s.lastCrawledAt)}
                <span className="block text-xs text-gray-500">{s.crawlIntervalMinutes}분마다</span>
              </Td>
              <Td className="whitespace-nowrap">{cells?.robots}</Td>
              <ActionsCell>
                {cells?.crawlNow}
                <AdminButton type="button" onClick={() => setEditing(s.id)}>
                  편집
                </AdminButton>
              </ActionsCell>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
