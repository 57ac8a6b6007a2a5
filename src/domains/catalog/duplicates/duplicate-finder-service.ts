import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { findDuplicateProducts } from "./duplicate-products";

const NIGHTLY_MS = 24 * 60 * 60_000;

/** The nightly look for duplicate products (once cluster-wide with Redis); /admin asks for one at any time too. */
export function startDuplicateFinder({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const nightly = everyClusterWide({
    lease,
    name: "duplicate-products",
    everyMs: NIGHTLY_MS,
    run: () => findDuplicateProducts().then(() => {}),
  });
  return {
    name: "duplicate-products",
    stop: async () => {
      nightly.stop();
      await lease.close();
    },
  };
}
