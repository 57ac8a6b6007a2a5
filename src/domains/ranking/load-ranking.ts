import "server-only";
import { listProductSummaries, type ProductSummary } from "@/domains/catalog/listing";
import { holdingDrops } from "./holding-drops";
import { readRankingBoards, type StoredBoard } from "./read-rankings";

export type LoadedBoards = { boards: Map<string, StoredBoard>; products: Map<number, ProductSummary> };

const PRODUCT_BOARD = /^(popular:|price-drop$|wishlist$)/;

/**
 * Stored boards with the current cards of their products (one read each: names and prices are
 * today's, ranks are the snapshot's, but for 가격 하락, which keeps only the drops that still hold).
 */
export async function loadRankingBoards({ boards, limit }: { boards: string[]; limit: number }): Promise<LoadedBoards> {
  const stored = await readRankingBoards({ boards, limit });
  const ids = [...stored.values()].filter((b) => PRODUCT_BOARD.test(b.board)).flatMap((b) => b.entries.map((e) => Number(e.subject)));
  const products = await listProductSummaries({ ids: [...new Set(ids)] });
  const byId = new Map(products.map((p) => [p.id, p]));
  const drops = stored.get("price-drop");
  if (drops) stored.set("price-drop", holdingDrops(drops, byId));
  return { boards: stored, products: byId };
}

export function isProductBoard(board: string): boolean {
  return PRODUCT_BOARD.test(board);
}
