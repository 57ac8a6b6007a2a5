import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server as HttpServer } from "node:http";
import path from "node:path";
import next from "next";
import { ConfigError, getConfig, type Config } from "@/platform/config";
import { openPglite, openPostgres, setDbHandle, type DbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { ADULT_PASS_COOKIE, adultPassValue } from "@/platform/auth/adult-pass";
import { installSessionCheck } from "@/platform/auth/session-check";
import { installDomainEventSchema } from "@/platform/events/domain-events";
import { domainEventSchema } from "./domain-event-schema";
import type { BackgroundService } from "@/platform/background-service";
import { logger } from "@/platform/logger";
import { attachRealtime, type Realtime } from "@/platform/realtime/socket-server";
import { ensureSecrets } from "@/platform/secrets";
import { installTopology, webTopology, type Topology } from "@/platform/topology";
import { backgroundServices } from "./background-services";
import { createConnectionDrainer } from "./connection-drainer";
import { createPageCache } from "./page-cache/page-cache";
import { invalidatePagesOnEvents } from "./page-cache/page-cache-invalidation";
import { classifyPageRequest, NOTICE_ADULT_FLAG } from "./page-cache/page-request";
import { createRedisPageStore } from "./page-cache/redis-page-store";
import { guardHostHeaders } from "./host-guard";
import { createRequestPipeline } from "./request-pipeline";

export type RunningServer = { config: Config; httpServer: HttpServer; port: number; stop: () => Promise<void> };

export class StartupError extends Error {}

async function openDatabase(config: Config, topology: Topology): Promise<DbHandle> {
  const handle = topology.kind === "embedded" ? await openPglite(path.join(config.DATA_DIR, "pglite")) : openPostgres(topology.databaseUrl);
  try {
    await applyMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    const reason =
      error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}` : String(error);
    throw new StartupError(`데이터베이스 마이그레이션 실패: ${reason}`);
  }
  return handle;
}

/** The page cache (shared through Redis with `REDIS_URL`), dropped by domain events; off in development. */
async function createPages(config: Config, topology: Topology, dev: boolean) {
  const buildId = dev ? "dev" : readFileSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
  const shared = topology.redisUrl && !dev ? await createRedisPageStore({ redisUrl: topology.redisUrl, buildId }) : undefined;
  const cache = createPageCache({ shared });
  const stop = invalidatePagesOnEvents(cache);
  // Loaded lazily: accounts' code imports `server-only`, resolvable once allow-server-only ran.
  const memberView = (await import("./page-cache/member-view")).createMemberView();
  const seconds = dev
    ? { catalogueSeconds: 0, anonymousSeconds: 0 }
    : { catalogueSeconds: config.CATALOGUE_CACHE_SECONDS, anonymousSeconds: config.PAGE_CACHE_SECONDS };
  const adultFlag =
    config.ADULT_VERIFICATION === "identity"
      ? { trustsVisitorCookie: false, adultCookieForNext: `${ADULT_PASS_COOKIE}=${adultPassValue()}` }
      : NOTICE_ADULT_FLAG;
  return { cache, stop, classify: (req: IncomingMessage) => classifyPageRequest(req, { ...seconds, memberView, adultFlag }) };
}

/** Without PortOne's API secret, 본인인증 is answered by the built-in stand-in on the site's own origin (it verifies anyone). */
async function portOneStandIn(config: Config) {
  if (!config.PORTONE_STAND_IN) return undefined;
  const { PORTONE_STAND_IN_ACCOUNT, PORTONE_STAND_IN_PATH } = await import("@/domains/accounts/portone-connection");
  const { createPortOneStandIn } = await import("@/demo/portone-stand-in/portone-stand-in");
  if (config.ADULT_VERIFICATION === "identity")
    logger.warn(`PORTONE_API_SECRET이 없어 본인인증은 내장 스탠드인(${PORTONE_STAND_IN_PATH})이 대신합니다: 실제 본인인증이 아닙니다`);
  return createPortOneStandIn({ ...PORTONE_STAND_IN_ACCOUNT, prefix: PORTONE_STAND_IN_PATH }).handle;
}

/**
 * The composition root: config → database + migrations → accounts' session check → demo seed (embedded
 * only) → Next → socket.io → background services (explicit list) → listen, behind one HTTP server.
 */
export async function startServer({ dev }: { dev: boolean }): Promise<RunningServer> {
  process.env.DATA_DIR ||= "./data";
  ensureSecrets(process.env, process.env.DATA_DIR);
  let config: Config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }

  const topology = webTopology(config);
  installTopology(topology);
  const db = await openDatabase(config, topology);
  setDbHandle(db);
  // Loaded lazily, like the crawler: accounts' code imports `server-only`, resolvable once allow-server-only ran.
  installSessionCheck((await import("@/domains/accounts/session-token")).checkSessionToken);
  installDomainEventSchema(domainEventSchema);
  logger.info(
    { driver: db.driver, topology: topology.kind },
    topology.kind === "embedded" ? `내장 데이터베이스 사용: ${path.join(config.DATA_DIR, "pglite")}` : "PostgreSQL 사용",
  );
  // Lazily: the demo seeders call domain code that imports `server-only`.
  if (topology.kind === "embedded") await (await import("@/demo/seed-demo-data-once")).seedDemoDataOnce(logger);

  const app = next({ dev, dir: process.cwd(), hostname: "localhost", port: config.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const pages = await createPages(config, topology, dev);

  const httpServer = createServer();
  const drainer = createConnectionDrainer(httpServer);
  httpServer.on("request", createRequestPipeline({ config, drainer, pages, handle, standIn: await portOneStandIn(config) }));
  const realtime: Realtime = attachRealtime(httpServer, { redisUrl: topology.redisUrl });
  guardHostHeaders(httpServer, drainer);

  const services: BackgroundService[] = [];
  for (const start of backgroundServices) {
    const service = await start({ config, db, topology });
    if (service) services.push(service);
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Lame duck, listener, connections: connection-drainer.ts. Alongside the connections finishing, the background
      // services stop and socket.io clients lose their transport and reconnect (to another process behind the load
      // balancer).
      await drainer.stop(async () => {
        for (const service of services.reverse())
          await service.stop().catch((err) => logger.error({ err, service: service.name }, "stop failed"));
        await realtime.close();
      });
      pages.stop();
      await pages.cache.close();
      await app.close?.().catch(() => {});
      await db.close();
      setDbHandle(undefined);
    })());

  return { config, httpServer, port, stop };
}
