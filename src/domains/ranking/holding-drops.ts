import type { ProductSummary } from "@/domains/catalog/listing";
import type { StoredBoard } from "./read-rankings";

/**
 * The 가격 하락 board as it holds now: a snapshot's drop stays only while the product is buyable below the
 * price it dropped from, shown down to today's buyable lowest (so a reversed drop or a sold-out item leaves
 * the board at once, not at the next hourly recompute); re-ranked by the drop that holds.
 */
export function holdingDrops(board: StoredBoard, products: Map<number, ProductSummary>): StoredBoard {
  const entries = board.entries
    .flatMap((entry) => {
      const now = products.get(Number(entry.subject))?.lowestTotalPrice ?? null;
      const from = Number(entry.detail.from);
      if (now === null || !(now < from)) return [];
      return [{ ...entry, score: (from - now) / from, detail: { ...entry.detail, to: now } }];
    })
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .map((entry, i) => ({ ...entry, rank: i + 1 }));
  return { ...board, entries };
}
