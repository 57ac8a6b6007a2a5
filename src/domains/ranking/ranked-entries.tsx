import Link from "next/link";
import type { ProductSummary } from "@/domains/catalog/listing";
import { ProductRowThumb } from "@/domains/catalog/product-thumb";
import { INHALATION_LABELS } from "@/domains/catalog/labels";
import { formatWon } from "@/ui/format-won";
import { PriceDrop } from "@/ui/price-drop";
import { MovementBadge } from "./movement-badge";
import type { StoredEntry } from "./read-rankings";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const row = "flex items-center gap-2 py-2.5";
const rankCell = "w-7 shrink-0 text-center text-lg font-extrabold tabular-nums text-brand-700";

function productNote(board: string, entry: StoredEntry): React.ReactNode {
  const d = entry.detail;
  if (board === "price-drop")
    return (
      <>
        {`${formatWon(Number(d.from))} → ${formatWon(Number(d.to))} `}
        <PriceDrop amount={percent(entry.score)} />
      </>
    );
  if (board === "wishlist") return `찜 ${Number(d.wishlists).toLocaleString("ko-KR")}명`;
  return null;
}

/** Ranked products: rank, movement, picture, maker and name, today's lowest all-in price, and the board's own figure. */
export function RankedProducts({
  board,
  entries,
  products,
  compact = false,
}: {
  board: string;
  entries: StoredEntry[];
  products: Map<number, ProductSummary>;
  compact?: boolean;
}) {
  return (
    <ol className="divide-y divide-gray-100" data-testid="ranking-list">
      {entries.map((entry) => {
        const product = products.get(Number(entry.subject));
        if (!product) return null;
        const note = productNote(board, entry);
        return (
          <li key={entry.rank} className={row} data-testid="ranking-entry">
            <span className={rankCell}>{entry.rank}</span>
            <MovementBadge movement={entry.movement} />
            <Link prefetch={false} href={`/products/${product.id}`} className="flex min-w-0 flex-1 items-center gap-3 hover:underline">
              {compact ? null : <ProductRowThumb product={product} />}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xs text-gray-600">{`${product.manufacturerName} · ${INHALATION_LABELS[product.inhalation]}`}</span>
                <span className="block truncate text-sm font-semibold" data-testid="ranking-name">
                  {product.name}
                </span>
                {note ? <span className="block text-xs text-gray-600">{note}</span> : null}
              </span>
            </Link>
            <span className="shrink-0 text-right text-sm font-bold tabular-nums">
              {product.lowestTotalPrice === null ? (
                <span className="font-normal text-gray-500">일시품절</span>
              ) : (
                formatWon(product.lowestTotalPrice)
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Ranked shops: share of lowest prices, average price index (100 = always the cheapest) and offer count. */
export function RankedShops({ entries, compact = false }: { entries: StoredEntry[]; compact?: boolean }) {
  return (
    <ol className="divide-y divide-gray-100" data-testid="ranking-list">
      {entries.map((entry) => (
        <li key={entry.rank} className={row} data-testid="ranking-entry">
          <span className={rankCell}>{entry.rank}</span>
          <MovementBadge movement={entry.movement} />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold" data-testid="ranking-name">
            {String(entry.detail.name)}
          </span>
          <span className="shrink-0 text-right text-xs text-gray-600 tabular-nums">
            <span className="block">{`최저가 ${percent(Number(entry.detail.lowestShare))}`}</span>
            {compact ? null : (
              <span className="block">{`가격지수 ${Number(entry.detail.priceIndex).toFixed(1)} · 상품 ${Number(entry.detail.offerCount).toLocaleString("ko-KR")}개`}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Ranked search queries, each a link to its results. */
export function RankedSearches({ entries }: { entries: StoredEntry[] }) {
  return (
    <ol className="divide-y divide-gray-100" data-testid="ranking-list">
      {entries.map((entry) => (
        <li key={entry.rank} className={row} data-testid="ranking-entry">
          <span className={rankCell}>{entry.rank}</span>
          <MovementBadge movement={entry.movement} />
          <Link
            prefetch={false}
            href={`/search?q=${encodeURIComponent(entry.subject)}`}
            className="min-w-0 flex-1 truncate text-sm font-semibold hover:underline"
            data-testid="ranking-name"
          >
            {entry.subject}
          </Link>
          <span className="shrink-0 text-xs text-gray-600 tabular-nums">{`검색 ${Number(entry.detail.searches).toLocaleString("ko-KR")}회`}</span>
        </li>
      ))}
    </ol>
  );
}
