import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { evaluateAlarms } from "./evaluate-alarms";
import { sampleFreshness } from "./freshness";
import { startProcessHeartbeat } from "./process-heartbeat";

const SWEEP_EVERY_MS = 60_000;

/** Every minute (once cluster-wide): the alarms are evaluated and the freshness figure sampled; this process's heartbeat too. */
export function startOperationsAlarms({ redisUrl }: { redisUrl?: string }): BackgroundService {
  const lease = createClusterLease({ redisUrl });
  const heartbeat = startProcessHeartbeat({ role: "web" });
  const sweep = everyClusterWide({
    lease,
    name: "operations-alarms",
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      await sampleFreshness();
      await evaluateAlarms();
    },
  });
  return {
    name: "operations-alarms",
    stop: async () => {
      sweep.stop();
      heartbeat.stop();
      await lease.close();
    },
  };
}
