import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { refreshExpiredPricing } from "./refresh-expired-pricing";

/** How often offers turning stale are looked for: the longest a stale offer can still count in a stored lowest. */
const SWEEP_EVERY_MS = 5_000;

/** Keeps every stored lowest price the buyable lowest as offers turn stale (once cluster-wide with Redis). */
export function startPricingExpiry({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const sweep = everyClusterWide({
    lease,
    name: "pricing-expiry",
    everyMs: SWEEP_EVERY_MS,
    run: () => refreshExpiredPricing().then(() => {}),
  });
  return {
    name: "pricing-expiry",
    stop: async () => {
      sweep.stop();
      await lease.close();
    },
  };
}
