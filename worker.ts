// Crawl worker process (`npm run worker`): needs DATABASE_URL and REDIS_URL.
import "@/server/allow-server-only";
import { installDomainEventSchema } from "@/platform/events/domain-events";
import { domainEventSchema } from "@/server/domain-event-schema";

installDomainEventSchema(domainEventSchema);
const { runCrawlWorkerProcess } = await import("@/domains/crawler/crawl-worker-process");
await runCrawlWorkerProcess();
