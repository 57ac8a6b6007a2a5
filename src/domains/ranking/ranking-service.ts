import "server-only";
import { rollUpRecentPageViews } from "@/domains/analytics/page-view-rollups";
import { seoulDayOf } from "@/platform/time/seoul";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { logger } from "@/platform/logger";
import { computeRankings } from "./compute-rankings";
import { hasRankingsForDay } from "./read-rankings";
import { storeRankings } from "./store-rankings";

const RECOMPUTE_EVERY_MS = 60 * 60_000;
const TASK = "ranking-recompute";

/** Rolls up the latest page views, computes every board and stores today's snapshots. */
export async function recomputeRankings({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  await rollUpRecentPageViews({ now });
  await storeRankings({ boards: await computeRankings({ now }), now });
}

/**
 * /ranking's snapshots, recomputed hourly once cluster-wide (pages only read them); at start-up too
 * when today has none yet, so a fresh install or a new day does not wait an hour.
 */
export function startRankingsInWebProcess({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const hourly = everyClusterWide({ lease, name: TASK, everyMs: RECOMPUTE_EVERY_MS, run: () => recomputeRankings() });
  void hasRankingsForDay({ day: seoulDayOf(new Date()) })
    .then(async (done) => (!done && (await lease.claim(`${TASK}:startup`, RECOMPUTE_EVERY_MS)) ? recomputeRankings() : undefined))
    .catch((err) => logger.warn({ err }, "start-up ranking recompute failed"));
  return {
    name: "rankings",
    stop: async () => {
      hourly.stop();
      await lease.close();
    },
  };
}
