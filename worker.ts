// Crawl worker process (`npm run worker`): needs DATABASE_URL and REDIS_URL (its topology, platform/topology.ts).
import "@/server/allow-server-only";
import { ConfigError, getConfig } from "@/platform/config";
import { installDomainEventSchema } from "@/platform/events/domain-events";
import { installTopology, TopologyError, workerTopology } from "@/platform/topology";
import { domainEventSchema } from "@/server/domain-event-schema";

function workerStart() {
  try {
    const config = getConfig();
    return { config, topology: workerTopology(config) };
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof TopologyError ? error.message : error);
    process.exit(1);
  }
}

const { config, topology } = workerStart();
installTopology(topology);
installDomainEventSchema(domainEventSchema);
const { runCrawlWorkerProcess } = await import("@/domains/crawler/run");
// Notifications for the price events this worker produces are written here, once (not by every web process).
const { startWorkerNotifications } = await import("@/domains/notifications/worker-notifications");
startWorkerNotifications({ redisUrl: topology.redisUrl });
await runCrawlWorkerProcess({ config, topology });
// Started once the worker is up: this process's registry on WORKER_METRICS_PORT.
(await import("@/server/metrics/metrics-listener")).listenForMetrics(config);
(await import("@/domains/operations/process-heartbeat")).startProcessHeartbeat({ role: "worker" });
