import type { Queue } from "bullmq";
import { refreshBeforeScrape } from "@/platform/metrics/metrics-registry";
import { queueDepth } from "@/platform/metrics/series";

/** Jobs waiting or running in this process's own queue (embedded default: no Redis). */
export function reportQueueDepth(queue: string, { waiting, active }: { waiting: number; active: number }): void {
  queueDepth.set({ queue, state: "waiting" }, waiting);
  queueDepth.set({ queue, state: "active" }, active);
}

/** A BullMQ queue's jobs by state, read from Redis at each scrape (a prioritised job is waiting). Returns an uninstall. */
export function reportBullQueueDepth(name: string, queue: Queue): () => void {
  return refreshBeforeScrape(async () => {
    const counts = await queue.getJobCounts("waiting", "prioritized", "active", "delayed", "failed");
    reportQueueDepth(name, { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), active: counts.active ?? 0 });
    queueDepth.set({ queue: name, state: "delayed" }, counts.delayed ?? 0);
    queueDepth.set({ queue: name, state: "failed" }, counts.failed ?? 0);
  });
}
