import Link from "next/link";
import { HISTORY_RANGES, type HistoryRange, type PriceHistorySeries } from "./get-price-history";
import { PriceHistoryView } from "./price-history-view";

/** The price history: range tabs (links, so they work without JavaScript), the chart and its table. */
export function PriceHistorySection({
  history,
  range,
  rangeHref,
}: {
  history: PriceHistorySeries;
  range: HistoryRange;
  rangeHref: (range: HistoryRange) => string;
}) {
  return (
    <section id="price-history" aria-labelledby="price-history-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-history-title" className="text-lg font-bold">
          가격 변동
        </h2>
        <nav aria-label="기간" className="flex gap-1">
          {HISTORY_RANGES.map((r) => (
            <Link
              key={r}
              href={rangeHref(r)}
              scroll={false}
              aria-current={r === range ? "true" : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${r === range ? "bg-gray-900 text-white" : "text-gray-700 ring-1 ring-gray-300"}`}
            >
              {r === 365 ? "1년" : `${r}일`}
            </Link>
          ))}
        </nav>
      </div>
      <PriceHistoryView history={history} />
    </section>
  );
}
