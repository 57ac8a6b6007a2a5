import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { sendDueEmailDigests } from "./send-email-digests";

const SWEEP_EVERY_MS = 5 * 60_000;

/** Looks every five minutes (once cluster-wide) for members whose e-mail digest is due. */
export function startEmailDigests({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const sweep = everyClusterWide({
    lease,
    name: "email-digests",
    everyMs: SWEEP_EVERY_MS,
    run: () => sendDueEmailDigests().then(() => undefined),
  });
  return {
    name: "email-digests",
    stop: async () => {
      sweep.stop();
      await lease.close();
    },
  };
}
