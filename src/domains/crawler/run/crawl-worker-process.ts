import { Redis } from "ioredis";
import { ConfigError, getConfig } from "@/platform/config";
import { openPostgres, setDbHandle } from "@/platform/db/client";
import { connectEventBusToRedis } from "@/platform/events/redis-event-transport";
import { logger } from "@/platform/logger";
import { startCrawlWorker } from "./crawl-queue";
import { createCrawlerFetcher } from "./crawler-fetcher";
import { createRedisSiteLock } from "./site-lock";

/** `npm run worker`: consumes crawl jobs from Redis against PostgreSQL until SIGTERM/SIGINT. */
export async function runCrawlWorkerProcess(): Promise<void> {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  if (!config.DATABASE_URL || !config.REDIS_URL) {
    console.error(
      "작업자(worker)는 DATABASE_URL(PostgreSQL)과 REDIS_URL(Redis)이 모두 설정되어야 실행됩니다. 내장 데이터베이스로는 npm start 하나로 충분합니다.",
    );
    process.exit(1);
  }
  const db = openPostgres(config.DATABASE_URL);
  setDbHandle(db);
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  redis.on("error", (err) => logger.warn({ err }, "worker Redis error"));
  const events = await connectEventBusToRedis({ redisUrl: config.REDIS_URL });
  const fetcher = createCrawlerFetcher(config, { demoShopHosts: [] });
  const worker = startCrawlWorker({ redisUrl: config.REDIS_URL, db: db.db, fetcher, lock: createRedisSiteLock(redis, { ttlMs: 20_000 }) });
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
