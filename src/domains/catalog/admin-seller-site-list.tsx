"use client";

import { useState } from "react";
import { formatSeoulDateTime } from "@/domains/admin/admin-format";
import { CrawlNowButton } from "@/domains/crawler/crawl-now-button";
import { badge, badgeTone, button, primaryButton, table, tableWrap, td, th } from "@/domains/admin/admin-ui";
import { SELLER_PLATFORMS, type SellerSiteInput } from "./admin-seller-site-form";
import type { AdminSellerSite } from "./admin-seller-sites";
import { SellerSiteEditor } from "./admin-seller-site-editor";

export type SellerSiteHealth = { lastStatus: string | null; successRate: number | null; robotsBlocked: number } | undefined;

const STATUS = {
  ok: ["정상", badgeTone.green],
  partial: ["일부 실패", badgeTone.amber],
  failed: ["실패", badgeTone.red],
  running: ["진행 중", badgeTone.blue],
} as const;

/** The seller-site table with its editor; `crawlAction` is the page's server action behind "지금 크롤링". */
export function SellerSiteList({
  sites,
  health,
  crawlAction,
  defaultInterval,
}: {
  sites: AdminSellerSite[];
  defaultInterval: number;
  health: Record<number, SellerSiteHealth>;
  crawlAction: React.ComponentProps<typeof CrawlNowButton>["action"];
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const site = typeof editing === "number" ? sites.find((s) => s.id === editing) : undefined;
  return (
    <div className="space-y-3">
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
      <div className={tableWrap}>
        <table className={table}>
          <thead>
            <tr>
              <th className={th}>판매처</th>
              <th className={th}>플랫폼</th>
              <th className={th}>상태</th>
              <th className={`${th} text-right`}>상품</th>
              <th className={`${th} text-right`}>갱신 지연</th>
              <th className={th}>주기</th>
              <th className={th}>마지막 크롤링</th>
              <th className={th}>robots</th>
              <th className={`${th} text-right`}>관리</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((s) => {
              const h = health[s.id];
              const status = h?.lastStatus ? STATUS[h.lastStatus as keyof typeof STATUS] : undefined;
              return (
                <tr key={s.id} className="hover:bg-gray-50">
                  <td className={td}>
                    <p className="font-medium">{s.name}</p>
                    <p className="max-w-56 truncate text-xs text-gray-500">{s.baseUrl}</p>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{SELLER_PLATFORMS[s.platform]}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {!s.enabled ? <span className={`${badge} ${badgeTone.gray}`}>꺼짐</span> : null}{" "}
                    {status ? (
                      <span className={`${badge} ${status[1]}`}>{status[0]}</span>
                    ) : (
                      <span className="text-gray-400">기록 없음</span>
                    )}
                    {h?.successRate != null ? <span className="ml-1 text-xs text-gray-500">{Math.round(h.successRate * 100)}%</span> : null}
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{s.offerCount}</td>
                  <td className={`${td} text-right tabular-nums ${s.staleOfferCount ? "font-semibold text-amber-700" : "text-gray-500"}`}>
                    {s.staleOfferCount}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{s.crawlIntervalMinutes}분</td>
                  <td className={`${td} whitespace-nowrap text-gray-600`}>{formatSeoulDateTime(s.lastCrawledAt)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {h?.robotsBlocked ? (
                      <span className={`${badge} ${badgeTone.red}`}>차단 {h.robotsBlocked}</span>
                    ) : (
                      <span className={`${badge} ${badgeTone.green}`}>허용</span>
                    )}
                  </td>
                  <td className={`${td} text-right`}>
                    <span className="inline-flex gap-1">
                      <CrawlNowButton siteId={s.id} siteName={s.name} action={crawlAction} />
                      <button type="button" className={button} onClick={() => setEditing(s.id)}>
                        편집
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
