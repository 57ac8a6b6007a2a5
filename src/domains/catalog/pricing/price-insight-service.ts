import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { logger } from "@/platform/logger";
import { refreshDueInsights } from "./refresh-due-insights";

/** Looks hourly for insights not yet computed today: a new Seoul day recomputes them all within the hour. */
const LOOK_EVERY_MS = 60 * 60_000;

/** The once-a-day recompute of every product's typical price range and label (once cluster-wide with Redis), and at start-up. */
export function startPriceInsights({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const daily = everyClusterWide({ lease, name: "price-insights", everyMs: LOOK_EVERY_MS, run: () => refreshDueInsights().then(() => {}) });
  void lease
    .claim("price-insights:startup", LOOK_EVERY_MS)
    .then((won) => (won ? refreshDueInsights() : undefined))
    .catch((err) => logger.warn({ err }, "start-up price insight recompute failed"));
  return {
    name: "price-insights",
    stop: async () => {
      daily.stop();
      await lease.close();
    },
  };
}
