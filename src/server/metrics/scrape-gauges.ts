import type { BackgroundServiceStarter } from "@/platform/background-service";
import { refreshBeforeScrape } from "@/platform/metrics/metrics-registry";
import { dbPoolConnections, offerCount, shopLagSeconds, socketConnections } from "@/platform/metrics/series";
import { getRealtimeServer } from "@/platform/realtime/socket-server";

/** The gauges read at each scrape from the database, the pool and socket.io (web processes). */
export const startScrapeGauges: BackgroundServiceStarter = async ({ db }) => {
  // Loaded lazily: the domains' code imports `server-only`, resolvable once allow-server-only ran.
  const { listShopLags } = await import("@/domains/crawler/admin");
  const { countOfferStandings } = await import("@/domains/catalog/pricing");
  const uninstall = [
    refreshBeforeScrape(() => {
      socketConnections.set(getRealtimeServer()?.engine.clientsCount ?? 0);
      const connections = db.connections?.();
      if (connections) for (const [state, value] of Object.entries(connections)) dbPoolConnections.set({ state }, value);
    }),
    refreshBeforeScrape(async () => {
      const counts = await countOfferStandings();
      offerCount.set({ state: "buyable" }, counts.buyable);
      offerCount.set({ state: "stale" }, counts.stale);
    }),
    refreshBeforeScrape(async () => {
      const lags = await listShopLags();
      shopLagSeconds.reset();
      for (const { shop, lagMs } of lags) if (lagMs !== null) shopLagSeconds.set({ shop }, lagMs / 1000);
    }),
  ];
  return { name: "metrics-gauges", stop: async () => uninstall.forEach((stop) => stop()) };
};
