import { formatSeoulDateTime } from "@/platform/time/seoul";
import { Badge } from "@/ui/admin/badge";
import { wonOrDash } from "@/ui/format-won";
import type { LastOfferCrawl } from "./last-offer-crawls";

/** An offer's last crawl in a line: when, 정상 or what failed, and the price the page read then. */
export function LastCrawlSummary({ crawl }: { crawl: LastOfferCrawl | undefined }) {
  if (!crawl) return <p className="text-sm text-gray-600">크롤링 기록 없음</p>;
  return (
    <div className="space-y-1 text-sm" data-testid="last-crawl">
      <p className="flex flex-wrap items-center gap-1">
        <span className="text-gray-600">마지막 크롤링</span>
        <time dateTime={crawl.at.toISOString()}>{formatSeoulDateTime(crawl.at)}</time>
        <Badge tone={crawl.ok ? "green" : "red"}>{crawl.outcome}</Badge>
      </p>
      <p>
        <span className="text-gray-600">읽은 가격 </span>
        <span className="font-semibold tabular-nums">{wonOrDash(crawl.price)}</span>
        {crawl.inStock === false ? <span className="text-gray-600"> · 품절</span> : null}
        {crawl.httpStatus ? <span className="text-gray-600">{` · HTTP ${crawl.httpStatus}`}</span> : null}
      </p>
      {crawl.reason ? <p className="break-words text-gray-600">{crawl.reason}</p> : null}
    </div>
  );
}
