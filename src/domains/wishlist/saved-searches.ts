import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, conflict, notFound } from "@/platform/errors";
import { describeSavedSearch, parseSavedSearchPath, savedSearchHref } from "./saved-search-path";
import { savedSearches } from "./schema";

const SAVED_SEARCH_CAP = 50;
const columns = {
  id: savedSearches.id,
  path: savedSearches.path,
  label: savedSearches.label,
  maxPrice: savedSearches.maxPrice,
  createdAt: savedSearches.createdAt,
};
type SavedSearchRow = { id: number; path: string; label: string; maxPrice: number | null; createdAt: Date };
/** A saved search as its list shows it: `href` opens its page with its price limit applied. */
export type SavedSearchView = SavedSearchRow & { href: string };

const withHref = (row: SavedSearchRow): SavedSearchView => ({ ...row, href: savedSearchHref(row) });

export async function listSavedSearches({ userId }: { userId: string }): Promise<SavedSearchView[]> {
  const rows = await getDb()
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(withHref);
}

/** Saves a listing or search page's filters (validated by the listing's own parser); the same search twice keeps one row. */
export async function createSavedSearch({
  userId,
  path,
  maxPrice = null,
}: {
  userId: string;
  path: string;
  maxPrice?: number | null;
}): Promise<SavedSearchView> {
  const parsed = parseSavedSearchPath(path);
  if (!parsed) throw badRequest("저장할 수 없는 검색입니다. 입호흡·폐호흡 목록이나 검색 결과에서 저장해 주세요.", "invalid_saved_search");
  const db = getDb();
  return db.transaction(async (tx) => {
    const same = and(
      eq(savedSearches.userId, userId),
      eq(savedSearches.path, parsed.path),
      maxPrice === null ? isNull(savedSearches.maxPrice) : eq(savedSearches.maxPrice, maxPrice),
    );
    const [existing] = await tx.select(columns).from(savedSearches).where(same);
    if (existing) return withHref(existing);
    const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((row?.n ?? 0) >= SAVED_SEARCH_CAP)
      throw conflict(`검색은 ${SAVED_SEARCH_CAP}개까지 저장할 수 있습니다. 다른 검색을 지운 뒤 다시 저장해 주세요.`, "saved_searches_full");
    const label = describeSavedSearch({ target: parsed.target, maxPrice });
    // The app's clock, as offers' change times are: a price is news to a search only if it changed after this.
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, path: parsed.path, label, maxPrice, createdAt: new Date() })
      .returning(columns);
    return withHref(created!);
  });
}

export async function removeSavedSearch({ userId, id }: { userId: string; id: number }): Promise<void> {
  const removed = await getDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw notFound("저장한 검색이 없습니다.");
}
