import "server-only";
import { gte, lt, sql } from "drizzle-orm";
import { countOfferStandings } from "@/domains/catalog/pricing";
import { getDb } from "@/platform/db/client";
import { opsFreshnessSamples } from "./schema";

const KEEP_MS = 48 * 3_600_000;

/** Writes this moment's freshness sample (buyable offers, and those confirmed within their interval); drops those past 48 h. */
export async function sampleFreshness({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  const counts = await countOfferStandings({ now });
  const db = getDb();
  await db
    .insert(opsFreshnessSamples)
    .values({ sampledAt: now, buyable: counts.buyable, fresh: counts.freshWithinInterval })
    .onConflictDoNothing();
  await db.delete(opsFreshnessSamples).where(lt(opsFreshnessSamples.sampledAt, new Date(now.getTime() - KEEP_MS)));
}

/**
 * The freshness figure over the last 24 h: of all buyable offers summed over the samples, the share confirmed within their
 * interval (null without samples). Each sample weighs by its offers, so a quiet night counts as much as it holds.
 */
export async function freshnessOver24h({ now = new Date() }: { now?: Date } = {}): Promise<{ share: number | null; samples: number }> {
  const [row] = await getDb()
    .select({
      buyable: sql<string>`coalesce(sum(${opsFreshnessSamples.buyable}), 0)`,
      fresh: sql<string>`coalesce(sum(${opsFreshnessSamples.fresh}), 0)`,
      samples: sql<string>`count(*)`,
    })
    .from(opsFreshnessSamples)
    .where(gte(opsFreshnessSamples.sampledAt, new Date(now.getTime() - 24 * 3_600_000)));
  const buyable = Number(row?.buyable ?? 0);
  return { share: buyable > 0 ? Number(row!.fresh) / buyable : null, samples: Number(row?.samples ?? 0) };
}
