import Link from "next/link";
import { HISTORY_RANGES, type HistoryRange, type PriceHistorySeries } from "./get-price-history";
import { packHistory } from "./history-wire";
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
    <section id="price-history" aria-labelledby="price-history-title" className="card">
      <div className="card-head">
        <h2 id="price-history-title" className="text-lg font-bold">
          가격 변동
        </h2>
        <nav aria-label="기간" className="chips">
          {HISTORY_RANGES.map((r) => (
            <Link key={r} href={rangeHref(r)} scroll={false} aria-current={r === range ? "true" : undefined}>
              {r === 365 ? "1년" : `${r}일`}
            </Link>
          ))}
        </nav>
      </div>
      <PriceHistoryView history={packHistory(history)} />
    </section>
  );
}
