"use client";

import Link from "next/link";
import { ChartEmbedButton } from "./chart-embed-button";
import { chartEmbedSnippet } from "./chart-embed-snippet";
import { HISTORY_RANGES, historyRangeHref, historyRangeLabel, type HistoryRange } from "./history-ranges";
import type { PackedHistory } from "./history-wire";
import { PriceHistoryView } from "./price-history-view";

/**
 * The price history: range tabs (links, so they work without JavaScript), the chart and its table.
 * A client component given the packed series: the page's RSC payload carries the numbers, not the section's tree.
 */
export function PriceHistorySection({
  history,
  current,
  range,
  productId,
  productName,
  baseUrl,
  typical,
}: {
  history: PackedHistory;
  /** The product's buyable lowests now (all-in, shop price), as the headline shows them. */
  current: [total: number | null, shop: number | null];
  range: HistoryRange;
  productId: number;
  productName: string;
  /** BASE_URL, for the 퍼가기 snippet's absolute addresses. */
  baseUrl: string;
  typical?: [low: number, high: number];
}) {
  return (
    <section id="price-history" aria-labelledby="price-history-title" className="card">
      <div className="card-head">
        <h2 id="price-history-title" className="text-lg font-bold">
          가격 변동
        </h2>
        <nav aria-label="기간" className="chips">
          {HISTORY_RANGES.map((r) => (
            <Link key={r} href={historyRangeHref(productId, r)} scroll={false} aria-current={r === range ? "true" : undefined}>
              {historyRangeLabel(r)}
            </Link>
          ))}
        </nav>
        <ChartEmbedButton snippet={chartEmbedSnippet({ baseUrl, productId, name: productName, range })} />
      </div>
      <PriceHistoryView history={history} current={current} typical={typical} />
    </section>
  );
}
