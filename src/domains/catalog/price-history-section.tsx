import Link from "next/link";
import { Price } from "@/ui/price";
import { HISTORY_RANGES, type HistoryRange, type PriceHistorySeries } from "./get-price-history";
import { PriceHistoryChart } from "./price-history-chart";

/** Days on which any series changed (plus the first and last), newest first: the table stays short. */
function changeDays(history: PriceHistorySeries, columns: Array<Array<number | null>>): number[] {
  const days: number[] = [];
  for (let i = 0; i < history.days.length; i++) {
    if (i === 0 || i === history.days.length - 1 || columns.some((c) => c[i] !== c[i - 1])) days.push(i);
  }
  return days.reverse();
}

/** The price history: range tabs (links, so they work without JavaScript), the chart and its table. */
export function PriceHistorySection({ history, range, rangeHref }: { history: PriceHistorySeries; range: HistoryRange; rangeHref: (range: HistoryRange) => string }) {
  const columns = [history.lowest, ...history.sites.map((s) => s.lows)];
  return (
    <section id="price-history" aria-labelledby="price-history-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-history-title" className="text-lg font-bold">가격 변동</h2>
        <nav aria-label="기간" className="flex gap-1">
          {HISTORY_RANGES.map((r) => (
            <Link key={r} href={rangeHref(r)} scroll={false} aria-current={r === range ? "true" : undefined} className={`rounded-full px-3 py-1 text-sm font-semibold ${r === range ? "bg-gray-900 text-white" : "text-gray-700 ring-1 ring-gray-300"}`}>
              {r === 365 ? "1년" : `${r}일`}
            </Link>
          ))}
        </nav>
      </div>
      <PriceHistoryChart days={history.days} series={[{ label: "최저가", values: history.lowest }, ...history.sites.map((s) => ({ label: s.name, values: s.lows }))]} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-gray-700">가격 변동 표로 보기</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <table className="w-full min-w-max text-right text-sm tabular-nums">
            <caption className="sr-only">일별 최저가 (가격이 바뀐 날만, — 는 재고 없음)</caption>
            <thead className="sticky top-0 bg-white">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">날짜</th>
                <th scope="col" className="px-2 py-1">최저가</th>
                {history.sites.map((s) => (
                  <th key={s.id} scope="col" className="px-2 py-1 font-medium">{s.name}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {changeDays(history, columns).map((i) => (
                <tr key={history.days[i]} className="border-t border-gray-100">
                  <th scope="row" className="px-2 py-1 text-left font-medium">{history.days[i]}</th>
                  {columns.map((c, j) => (
                    <td key={j} className={`px-2 py-1 ${j === 0 ? "font-bold" : ""}`}>
                      <Price won={c[i]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
