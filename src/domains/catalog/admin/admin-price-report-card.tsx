import Link from "next/link";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminCard } from "@/ui/admin/admin-card";
import { Badge } from "@/ui/admin/badge";
import { wonOrDash } from "@/ui/format-won";
import { AdminPriceReportActions } from "./admin-price-report-actions";
import { type PriceReportGroup, priceReportReasonLabel } from "../price-reports";

/**
 * One reported offer in the admin queue: what the site shows, its open reports, and the crawler's parts the admin page
 * passes in (`lastCrawl`, `pageTest`) beside them; 수정됨 / 문제 없음 close every open report of the offer.
 */
export function AdminPriceReportCard({
  group,
  lastCrawl,
  pageTest,
}: {
  group: PriceReportGroup;
  lastCrawl: React.ReactNode;
  pageTest: React.ReactNode;
}) {
  const members = group.reports.filter((r) => r.byMember).length;
  return (
    <AdminCard
      as="article"
      className="space-y-3 p-4"
      aria-label={`${group.siteName} ${group.productName}`}
      data-testid="price-report-group"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold">
          <Link href={`/products/${group.productId}`} target="_blank" className="hover:underline">
            {`${group.manufacturerName} ${group.productName}`}
          </Link>
          <span className="font-normal text-gray-600">{` · ${group.siteName}`}</span>
        </h2>
        <Badge tone="amber">{`신고 ${group.reports.length}건`}</Badge>
      </header>
      <p className="text-sm">
        <span className="text-gray-600">사이트에 보이는 가격 </span>
        <span className="font-semibold tabular-nums">{wonOrDash(group.price)}</span>
        {group.inStock ? null : <span className="text-gray-600"> · 품절</span>}
        <span className="text-gray-600">{` · 마지막 확인 ${group.lastCrawledAt ? formatSeoulDateTime(group.lastCrawledAt) : "없음"}`}</span>
        {" · "}
        <a href={group.url} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-brand-700 hover:underline">
          쇼핑몰 페이지
        </a>
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <ul className="min-w-0 space-y-2 text-sm" aria-label="신고 내용">
          {group.reports.map((report) => (
            <li key={report.id} className="rounded-lg bg-gray-50 p-2" data-testid="price-report">
              <p className="flex flex-wrap items-center gap-1">
                <span className="font-semibold">{priceReportReasonLabel(report.reason)}</span>
                {report.seenPrice !== null ? <span>{`· 본 가격 ${wonOrDash(report.seenPrice)}`}</span> : null}
                <Badge tone={report.byMember ? "blue" : "gray"}>{report.byMember ? "회원" : "비회원"}</Badge>
              </p>
              {report.note ? <p className="break-words text-gray-800">{report.note}</p> : null}
              <p className="text-xs text-gray-600">{formatSeoulDateTime(report.createdAt)}</p>
            </li>
          ))}
        </ul>
        <div className="min-w-0 space-y-2">
          {lastCrawl}
          {pageTest}
        </div>
      </div>
      <AdminPriceReportActions offerId={group.offerId} members={members} />
    </AdminCard>
  );
}
