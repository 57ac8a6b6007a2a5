// Crawl worker process (`npm run worker`): needs DATABASE_URL and REDIS_URL.
import "@/server/allow-server-only";
import { installDomainEventSchema } from "@/platform/events/domain-events";
import { domainEventSchema } from "@/server/domain-event-schema";

installDomainEventSchema(domainEventSchema);
const { runCrawlWorkerProcess } = await import("@/domains/crawler/run");
// Notifications for the price events this worker produces are written here, once (not by every web process).
if (process.env.REDIS_URL) {
  const { startWorkerNotifications } = await import("@/domains/notifications/worker-notifications");
  startWorkerNotifications({ redisUrl: process.env.REDIS_URL });
}
await runCrawlWorkerProcess();
// Started once the worker is up (its configuration checked): this process's registry on WORKER_METRICS_PORT.
const { getConfig } = await import("@/platform/config");
(await import("@/server/metrics/metrics-listener")).listenForMetrics(getConfig());
(await import("@/domains/operations/process-heartbeat")).startProcessHeartbeat({ role: "worker" });
