import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { boards } from "../schema";

export type Board = typeof boards.$inferSelect;

/** The boards in their order (hidden ones only for the back-office). */
export async function listBoards({ includeHidden = false }: { includeHidden?: boolean } = {}): Promise<Board[]> {
  const rows = await getDb().select().from(boards).orderBy(asc(boards.sortOrder), asc(boards.id));
  return includeHidden ? rows : rows.filter((b) => b.visible);
}

/** A visible board by its slug (`free`), or 404. */
export async function getBoardBySlug({ slug }: { slug: string }): Promise<Board> {
  const [board] = await getDb().select().from(boards).where(eq(boards.slug, slug));
  if (!board || !board.visible) throw notFound("없는 게시판입니다.");
  return board;
}
