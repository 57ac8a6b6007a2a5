"use client";

import { useMemo } from "react";
import { Price } from "@/ui/price";
import type { PriceHistorySeries } from "./get-price-history";
import { PriceHistoryChart } from "./price-history-chart";

/** Days on which any series changed (plus the first and last), newest first: the table stays short. */
function changeDays(days: string[], columns: Array<Array<number | null>>): number[] {
  const shown: number[] = [];
  for (let i = 0; i < days.length; i++) {
    if (i === 0 || i === days.length - 1 || columns.some((c) => c[i] !== c[i - 1])) shown.push(i);
  }
  return shown.reverse();
}

/**
 * The chart and its table fallback, both drawn from the one series. A client component so the page's
 * payload carries the numbers once instead of the table's markup a second time.
 */
export function PriceHistoryView({ history }: { history: PriceHistorySeries }) {
  const series = useMemo(() => [{ label: "최저가", values: history.lowest }, ...history.sites.map((s) => ({ label: s.name, values: s.lows }))], [history]);
  const columns = series.map((s) => s.values);
  return (
    <>
      <PriceHistoryChart days={history.days} series={series} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-gray-700">가격 변동 표로 보기</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <table className="w-full min-w-max text-right text-sm tabular-nums [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <caption className="sr-only">일별 최저가 (가격이 바뀐 날만, — 는 재고 없음)</caption>
            <thead className="sticky top-0 bg-white">
              <tr>
                <th scope="col" className="text-left">날짜</th>
                <th scope="col">최저가</th>
                {history.sites.map((s) => (
                  <th key={s.id} scope="col" className="font-medium">{s.name}</th>
                ))}
              </tr>
            </thead>
            <tbody className="[&_td:first-of-type]:font-bold [&_tr]:border-t [&_tr]:border-gray-100">
              {changeDays(history.days, columns).map((i) => (
                <tr key={history.days[i]}>
                  <th scope="row" className="text-left font-medium">{history.days[i]}</th>
                  {columns.map((c, j) => (
                    <td key={j}>
                      <Price won={c[i]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
