import type { LoadedBoards } from "./load-ranking";
import { isProductBoard } from "./load-ranking";
import { RankedProducts, RankedSearches, RankedShops } from "./ranked-entries";

/** One stored board in the list its subjects need; null when it has no entries. */
export function RankedBoard({ board, loaded, compact = false }: { board: string; loaded: LoadedBoards; compact?: boolean }) {
  const entries = loaded.boards.get(board)?.entries ?? [];
  if (!entries.length) return null;
  if (isProductBoard(board)) return <RankedProducts board={board} entries={entries} products={loaded.products} compact={compact} />;
  if (board === "shop") return <RankedShops entries={entries} compact={compact} />;
  return <RankedSearches entries={entries} />;
}
