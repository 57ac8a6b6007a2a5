import "server-only";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { seoulDayOf } from "@/platform/time/seoul";
import { getDb } from "@/platform/db/client";
import type { RankedEntry } from "./ranking-boards";
import { rankingEntries, rankingSnapshots } from "./schema";
import { shiftDay } from "./popularity-score";

const KEEP_DAYS = 60;

/**
 * Stores today's snapshot of every board (replacing an earlier one of today), each entry with its
 * rank on the board's last snapshot of an earlier day; all boards in one transaction, so the page
 * never shows half a recompute. Snapshots older than 60 days go.
 */
export async function storeRankings({ boards, now = new Date() }: { boards: Map<string, RankedEntry[]>; now?: Date }): Promise<void> {
  const day = seoulDayOf(now);
  await getDb().transaction(async (tx) => {
    for (const [board, entries] of boards) {
      const [previous] = await tx
        .select({ id: rankingSnapshots.id })
        .from(rankingSnapshots)
        .where(and(eq(rankingSnapshots.board, board), lt(rankingSnapshots.day, day)))
        .orderBy(desc(rankingSnapshots.day))
        .limit(1);
      const previousRanks = new Map(
        previous
          ? (
              await tx
                .select({ subject: rankingEntries.subject, rank: rankingEntries.rank })
                .from(rankingEntries)
                .where(eq(rankingEntries.snapshotId, previous.id))
            ).map((e) => [e.subject, e.rank])
          : [],
      );
      const [snapshot] = await tx
        .insert(rankingSnapshots)
        .values({ board, day, computedAt: now, hasPrevious: Boolean(previous) })
        .onConflictDoUpdate({
          target: [rankingSnapshots.board, rankingSnapshots.day],
          set: { computedAt: now, hasPrevious: Boolean(previous) },
        })
        .returning({ id: rankingSnapshots.id });
      await tx.delete(rankingEntries).where(eq(rankingEntries.snapshotId, snapshot!.id));
      if (entries.length)
        await tx.insert(rankingEntries).values(
          entries.map((e, i) => ({
            snapshotId: snapshot!.id,
            rank: i + 1,
            subject: e.subject,
            score: e.score,
            previousRank: previousRanks.get(e.subject) ?? null,
            detail: e.detail,
          })),
        );
    }
    const old = await tx
      .select({ id: rankingSnapshots.id })
      .from(rankingSnapshots)
      .where(lt(rankingSnapshots.day, shiftDay(day, KEEP_DAYS)));
    if (old.length)
      await tx.delete(rankingSnapshots).where(
        inArray(
          rankingSnapshots.id,
          old.map((o) => o.id),
        ),
      );
  });
}
