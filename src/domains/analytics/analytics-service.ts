import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { closePageViewWriter } from "./page-view-writer";
import { pruneRawPageViews, rollUpRecentPageViews } from "./page-view-rollups";

const ROLLUP_EVERY_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

/**
 * Page-view upkeep beside the web server: the daily rollups every 5 minutes and the 90-day pruning,
 * each once cluster-wide; on shutdown the batch writer's last views are written before the database closes.
 */
export function startAnalyticsInWebProcess({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const rollup = everyClusterWide({ lease, name: "page-view-rollup", everyMs: ROLLUP_EVERY_MS, run: () => rollUpRecentPageViews() });
  const prune = everyClusterWide({ lease, name: "page-view-prune", everyMs: PRUNE_EVERY_MS, run: () => pruneRawPageViews() });
  return {
    name: "analytics",
    stop: async () => {
      rollup.stop();
      prune.stop();
      await closePageViewWriter();
      await lease.close();
    },
  };
}
