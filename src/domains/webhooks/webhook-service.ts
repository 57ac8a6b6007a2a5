import type { BackgroundService } from "@/platform/background-service";
import type { Topology } from "@/platform/topology";
import { startClaimPruning } from "@/platform/queue/claim-pruning";
import { clusterRedisUrl } from "@/platform/topology";
import type { WebhookPauseNotice } from "./webhook-pause-notices";

/**
 * Webhook delivery beside the web server, as push's: with PostgreSQL + Redis a BullMQ worker in every web process;
 * embedded, the in-process queue starts on first use; and the pruning of old delivery claims. `tellPaused` brings the
 * pause notice to the member (the composition root passes the notifications domain's notifyMembers, which stands
 * above this one).
 */
export async function startWebhookDelivery({
  topology,
  tellPaused,
}: {
  topology: Topology;
  tellPaused: (notice: WebhookPauseNotice) => Promise<void>;
}): Promise<BackgroundService> {
  // Loaded lazily: the delivery code imports `server-only` modules, resolvable only once allow-server-only ran.
  const { closeWebhookQueue, startWebhookWorker } = await import("./deliver-webhooks");
  const { onWebhookPaused } = await import("./webhook-pause-notices");
  const { pruneWebhookClaims } = await import("./webhook-endpoints");
  const stopTelling = onWebhookPaused(tellPaused);
  const redisUrl = clusterRedisUrl(topology);
  const worker = redisUrl ? startWebhookWorker({ redisUrl }) : null;
  const pruning = startClaimPruning({ name: "webhook-claims", redisUrl, prune: (takenBefore) => pruneWebhookClaims({ takenBefore }) });
  return {
    name: "webhooks",
    stop: async () => {
      await pruning.stop();
      await worker?.close();
      await closeWebhookQueue();
      stopTelling();
    },
  };
}
