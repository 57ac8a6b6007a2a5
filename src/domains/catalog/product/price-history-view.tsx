"use client";

import { useMemo } from "react";
import { wonOrDash } from "@/ui/format-won";
import { formatTypicalRange } from "../price-insight";
import type { PriceHistorySeries } from "./get-price-history";
import type { PriceBasis } from "../pricing/client";
import { historyTableRows } from "./history-table-rows";
import { unpackHistory, type PackedHistory } from "./history-wire";
import { CHART_COLORS, TYPICAL_BAND_COLOR } from "./chart-style";
import { PriceHistoryChart } from "./price-history-chart";

/**
 * The current buyable all-in and shop-price lows (the headline's figures, readable without hovering), the chart (all-in lowest, lowest, per shop) and its table fallback (lowest and where), both drawn from the
 * one series. A client component so the page's payload carries the numbers once, not the table's markup.
 */
export function PriceHistoryView({
  history: packed,
  current,
  typical,
}: {
  history: PackedHistory;
  current: [total: number | null, shop: number | null];
  /** The 90-day typical all-in range (평소 가격), drawn as a band. */
  typical?: [low: number, high: number];
}) {
  const history = useMemo(() => unpackHistory(packed), [packed]);
  const series = useMemo(
    () => [
      { label: "배송비 포함 최저", values: history.lowestTotal },
      { label: "상품가 최저", values: history.lowest },
      ...history.sites.map((s) => ({ label: s.name, values: s.lows })),
    ],
    [history],
  );
  return (
    <>
      <ul className="history-latest" aria-label="최근 가격" data-testid="price-chart-latest">
        {series.slice(0, 2).map((s, i) => (
          <li key={s.label} style={{ "--series-color": CHART_COLORS[i] } as React.CSSProperties}>
            {`현재 ${s.label} `}
            <strong>{wonOrDash(current[i])}</strong>
          </li>
        ))}
        {typical ? (
          <li
            className="history-typical"
            style={{ "--series-color": TYPICAL_BAND_COLOR } as React.CSSProperties}
            data-testid="price-chart-typical"
          >
            {`배송비 포함 평소 가격 (90일) `}
            <strong>{formatTypicalRange(...typical)}</strong>
          </li>
        ) : null}
      </ul>
      <PriceHistoryChart days={history.days} series={series} typical={typical} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-gray-700">가격 변동 표로 보기</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <HistoryTable history={history} basis="total" />
          <HistoryTable history={history} basis="shop" />
        </div>
      </details>
    </>
  );
}

const TABLE_BASIS: Record<PriceBasis, { heading: string; caption: string }> = {
  total: { heading: "배송비 포함 최저", caption: "일별 최저가 (배송비 포함)와 그 판매처 (바뀐 날만, — 는 재고 없음)" },
  shop: { heading: "상품가 최저", caption: "일별 상품가 최저와 그 판매처 (바뀐 날만, — 는 재고 없음)" },
};

/** The table on one price basis; the page's basis (price-basis.css) shows one of the two, the headline's figure by default. */
function HistoryTable({ history, basis }: { history: PriceHistorySeries; basis: PriceBasis }) {
  return (
    <table className={`history-table basis-${basis}`} data-testid={`history-table-${basis}`}>
      <caption className="sr-only">{TABLE_BASIS[basis].caption}</caption>
      <thead className="sticky top-0 bg-white">
        <tr>
          <th scope="col" className="text-left">
            날짜
          </th>
          <th scope="col" className="text-right">
            {TABLE_BASIS[basis].heading}
          </th>
          <th scope="col" className="text-left">
            판매처
          </th>
        </tr>
      </thead>
      <tbody>
        {historyTableRows(history, basis).map((row) => (
          <tr key={row.day}>
            <th scope="row">{row.day}</th>
            <td>{wonOrDash(row.lowest)}</td>
            <td>{row.shops.join(", ") || "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
