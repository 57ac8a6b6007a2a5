// Crawl worker process (`npm run worker`): needs DATABASE_URL and REDIS_URL.
import "@/platform/server/allow-server-only";

const { runCrawlWorkerProcess } = await import("@/domains/crawler/crawl-worker-process");
await runCrawlWorkerProcess();
