import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";

/**
 * How long a sent-once claim is kept: far past the last retry of the job that took it (retries are at most an hour
 * apart, a handful of tries), so a job run again still finds its claim; older claims only take room.
 */
export const CLAIM_KEPT_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 6 * 3_600_000;

/** Every six hours, once cluster-wide, `prune` deletes the claims taken before CLAIM_KEPT_MS ago. */
export function startClaimPruning({
  name,
  redisUrl,
  prune,
}: {
  name: string;
  redisUrl?: string;
  prune: (takenBefore: Date) => Promise<void>;
}): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const sweep = everyClusterWide({ lease, name, everyMs: PRUNE_EVERY_MS, run: () => prune(new Date(Date.now() - CLAIM_KEPT_MS)) });
  return {
    name,
    stop: async () => {
      sweep.stop();
      await lease.close();
    },
  };
}
