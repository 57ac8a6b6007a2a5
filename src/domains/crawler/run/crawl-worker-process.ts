import { Redis } from "ioredis";
import type { Config } from "@/platform/config";
import { openPostgres, setDbHandle } from "@/platform/db/client";
import { connectEventBusToRedis } from "@/platform/events/redis-event-transport";
import { logger } from "@/platform/logger";
import type { WorkerTopology } from "@/platform/topology";
import { startCrawlWorker } from "./crawl-queue";
import { createCrawlerFetcher } from "./crawler-fetcher";
import { createRedisSiteLock } from "./site-lock";

/** `npm run worker`: consumes crawl jobs from Redis against PostgreSQL until SIGTERM/SIGINT. */
export async function runCrawlWorkerProcess({ config, topology }: { config: Config; topology: WorkerTopology }): Promise<void> {
  const { databaseUrl, redisUrl } = topology;
  const db = openPostgres(databaseUrl);
  setDbHandle(db);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  redis.on("error", (err) => logger.warn({ err }, "worker Redis error"));
  const events = await connectEventBusToRedis({ redisUrl });
  const fetcher = createCrawlerFetcher(config, { demoShopHosts: [] });
  const worker = startCrawlWorker({ redisUrl, db: db.db, fetcher, lock: createRedisSiteLock(redis, { ttlMs: 20_000 }) });
  logger.info("크롤링 작업자 시작: Redis 큐의 크롤링 작업을 처리합니다");

  const shutdown = (signal: string) => {
    logger.info(`${signal}: 작업자 종료 중…`);
    const deadline = setTimeout(() => process.exit(1), 20_000);
    deadline.unref();
    void (async () => {
      await worker.close();
      await fetcher.close();
      await events.close();
      redis.disconnect();
      await db.close();
      process.exit(0);
    })();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
