import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { movementOf, type Movement } from "./ranking-boards";
import { rankingEntries, rankingSnapshots } from "./schema";

export type StoredEntry = { rank: number; subject: string; score: number; detail: Record<string, string | number>; movement: Movement };
export type StoredBoard = { board: string; computedAt: Date; entries: StoredEntry[] };

/** The latest stored snapshot of each board asked for (the first `limit` entries); boards never computed are left out. */
export async function readRankingBoards({ boards, limit }: { boards: string[]; limit: number }): Promise<Map<string, StoredBoard>> {
  const db = getDb();
  const snapshots = await db
    .selectDistinctOn([rankingSnapshots.board])
    .from(rankingSnapshots)
    .where(inArray(rankingSnapshots.board, boards))
    .orderBy(rankingSnapshots.board, desc(rankingSnapshots.day));
  const result = new Map<string, StoredBoard>();
  if (!snapshots.length) return result;
  const entries = await db
    .select()
    .from(rankingEntries)
    .where(
      inArray(
        rankingEntries.snapshotId,
        snapshots.map((s) => s.id),
      ),
    )
    .orderBy(asc(rankingEntries.rank));
  for (const s of snapshots) {
    const own = entries.filter((e) => e.snapshotId === s.id && e.rank <= limit);
    result.set(s.board, {
      board: s.board,
      computedAt: s.computedAt,
      entries: own.map((e) => ({
        rank: e.rank,
        subject: e.subject,
        score: e.score,
        detail: e.detail,
        movement: movementOf({ rank: e.rank, previousRank: e.previousRank, hasPrevious: s.hasPrevious }),
      })),
    });
  }
  return result;
}

/** Whether today's snapshots exist yet (start-up computes them once when not). */
export async function hasRankingsForDay({ day }: { day: string }): Promise<boolean> {
  const [row] = await getDb().select({ id: rankingSnapshots.id }).from(rankingSnapshots).where(eq(rankingSnapshots.day, day)).limit(1);
  return Boolean(row);
}
