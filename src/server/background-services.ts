import { demoShopHosts, unseededDemoShopAddress } from "@/demo/shops/demo-shop-origins";
import { DEMO_CLOSED_SHOP } from "@/demo/catalog-model";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { startKakaoTalkDelivery } from "@/domains/kakao-talk/kakao-talk-service";
import { startPushDelivery } from "@/domains/push/push-service";
import type { BackgroundService, BackgroundServiceStarter } from "@/platform/background-service";
import type { Config } from "@/platform/config";
import { clusterRedisUrl } from "@/platform/topology";
import { startEventBusBridge } from "@/platform/events/event-bus-service";
import { logger } from "@/platform/logger";
import { startScrapeGauges } from "./metrics/scrape-gauges";
import { startOperationsSocket } from "./operations-socket";
import { startWebhookDeliveries } from "./webhook-delivery";

async function startDemoShops(config: Config): Promise<DemoShopServer | null> {
  try {
    // priceControl: the demo's "watch a notification arrive" (README) sets a page's price from loopback.
    const shops = await startDemoShopServer({
      port: config.DEMO_SHOPS_PORT,
      host: new URL(config.DEMO_SHOPS_URL).hostname,
      priceControl: true,
      ownShopPorts: config.DEMO_SHOPS_OWN_PORTS,
    });
    // The demo's closed shop keeps failing, as a shop that stopped answering does (its offers turn 확인 지연).
    shops.setFault(`/${DEMO_CLOSED_SHOP.slug}/`, "500");
    logger.info(`데모 쇼핑몰 실행 중: ${shops.url}`);
    logger.info(`데모: 카탈로그에 없는 쇼핑몰 — /admin/seller-sites 쇼핑몰 추가에 붙여 넣어 보세요: ${unseededDemoShopAddress(config)}`);
    return shops;
  } catch (err) {
    // Another local instance may hold the port; its shops serve the same pages, so crawling still works.
    logger.warn({ err }, `데모 쇼핑몰을 ${config.DEMO_SHOPS_URL}에서 시작하지 못했습니다`);
    return null;
  }
}

/** Embedded default: the built-in demo shops, then the crawler (which crawls them); stopped in reverse. */
export const startCrawlerWithDemoShops: BackgroundServiceStarter = async ({ config, db, topology }) => {
  const demoShops = topology.kind === "embedded" && config.DEMO_SHOPS_PORT !== 0;
  const shops = demoShops ? await startDemoShops(config) : null;
  // Loaded lazily: the crawl code imports `server-only` modules, resolvable only once allow-server-only ran.
  const { startCrawlerInWebProcess } = await import("@/domains/crawler/run");
  const crawler: BackgroundService | null = await startCrawlerInWebProcess({
    config,
    db,
    topology,
    demoShopHosts: demoShops ? demoShopHosts(config) : [],
  });
  if (!shops) return crawler;
  return {
    name: crawler ? "crawler+demo-shops" : "demo-shops",
    stop: async () => {
      await crawler?.stop();
      await shops.close();
    },
  };
};

/** Member sockets and price-event notifications; before the crawler, so no event of its first run is missed. */
export const startNotifications: BackgroundServiceStarter = async ({ config }) => {
  const { startNotificationsInWebProcess } = await import("@/domains/notifications/notifications-service");
  return startNotificationsInWebProcess({ trustProxy: config.TRUST_PROXY });
};

/** Page-view batches, rollups and pruning (once cluster-wide with PostgreSQL + Redis); stopping writes the last batch. */
export const startAnalytics: BackgroundServiceStarter = async ({ topology }) => {
  const { startAnalyticsInWebProcess } = await import("@/domains/analytics/analytics-service");
  return startAnalyticsInWebProcess({ redisUrl: clusterRedisUrl(topology) });
};

/** /ranking's hourly recompute (once cluster-wide); pages only read its snapshots. */
export const startRankings: BackgroundServiceStarter = async ({ topology }) => {
  const { startRankingsInWebProcess } = await import("@/domains/ranking/ranking-service");
  return startRankingsInWebProcess({ redisUrl: clusterRedisUrl(topology) });
};

/** Offers turning stale re-price their products at that moment (once cluster-wide with PostgreSQL + Redis). */
export const startPricingExpiry: BackgroundServiceStarter = async ({ topology }) => {
  const { startPricingExpiry: start } = await import("@/domains/catalog/pricing");
  return start({ redisUrl: clusterRedisUrl(topology) });
};

/** The daily recompute of every product's typical price range (once cluster-wide); changes of the lowest recompute at once. */
export const startPriceInsights: BackgroundServiceStarter = async ({ topology }) => {
  const { startPriceInsights: start } = await import("@/domains/catalog/pricing");
  return start({ redisUrl: clusterRedisUrl(topology) });
};

/** The nightly duplicate-product finder (once cluster-wide). */
export const startDuplicateFinder: BackgroundServiceStarter = async ({ topology }) => {
  const { startDuplicateFinder: start } = await import("@/domains/catalog/duplicates");
  return start({ redisUrl: clusterRedisUrl(topology) });
};

/** E-mail digests of members' alerts (once cluster-wide). */
export const startEmailDigestSweep: BackgroundServiceStarter = async ({ topology }) => {
  const { startEmailDigests } = await import("@/domains/email-alerts/email-digest-service");
  return startEmailDigests({ redisUrl: clusterRedisUrl(topology) });
};

/** Shop-broken, crawl-queue and push alarms to every admin, and the freshness samples (once cluster-wide). */
export const startOperationsAlarms: BackgroundServiceStarter = async ({ topology }) => {
  const { startOperationsAlarms: start } = await import("@/domains/operations/alarm-service");
  return start({ redisUrl: clusterRedisUrl(topology) });
};

/** Everything that runs beside the web server, in start order (stopped in reverse). */
export const backgroundServices: BackgroundServiceStarter[] = [
  startEventBusBridge,
  startScrapeGauges,
  startAnalytics,
  startPushDelivery,
  startKakaoTalkDelivery,
  startWebhookDeliveries,
  startNotifications,
  startPricingExpiry,
  startPriceInsights,
  startDuplicateFinder,
  startCrawlerWithDemoShops,
  startRankings,
  startEmailDigestSweep,
  startOperationsAlarms,
  startOperationsSocket,
];
