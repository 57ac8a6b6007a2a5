import { and, sql, type SQL } from "drizzle-orm";
import { extractChosung, isChosungQuery } from "@/platform/text/chosung";
import { normalizeSearchText } from "@/platform/text/normalize";
import { posts } from "../schema";

/** A post's search columns: title + text in the search domain's normal form and its 초성 key. */
export function postSearchFields({ title, text }: { title: string; text: string }) {
  const searchText = normalizeSearchText(`${title} ${text}`).slice(0, 20_000);
  return { searchText, searchChosung: extractChosung(searchText) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Posts matching a search box query, Hangul-aware like the product search: all-consonant queries
 * (`ㄹㅁ`) match the 초성 key, others need every word in the title or text.
 */
export function postSearchCondition(query: string): SQL | undefined {
  const trimmed = query.trim().slice(0, 50);
  if (!trimmed) return undefined;
  if (isChosungQuery(trimmed)) return sql`${posts.searchChosung} like ${`%${escapeLike(extractChosung(trimmed))}%`}`;
  const words = normalizeSearchText(trimmed).split(" ").filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${posts.searchText} like ${`%${escapeLike(word)}%`}`));
}
