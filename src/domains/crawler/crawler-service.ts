import { backgroundServiceStarters } from "@/platform/server/background-services";

// Loaded lazily: the crawl code imports `server-only` modules, resolvable only once the hook above is in place.
backgroundServiceStarters.push(async (ctx) => {
  const { startCrawlerInWebProcess } = await import("./crawler-runtime");
  return startCrawlerInWebProcess(ctx);
});
