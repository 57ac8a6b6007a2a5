// Full crawl of the demo shops (~2,000 offers, 8 shops) with politeness delays off: offers/s through
// fetch → extract → sanity check → recordOfferObservation → crawl log, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, against the same fetch + extract without a database.
// Run: npx tsx bench/crawler/crawl.bench.ts
import "@/server/allow-server-only";

const { default: pino } = await import("pino");
const { demoOffers, demoShopUrl } = await import("@/demo/catalog-model");
const { startDemoShopServer } = await import("@/demo/shops/demo-shop-server");
const { setDbHandle } = await import("@/platform/db/client");
const { openTestDatabase } = await import("@tests/support/test-db");
const { updateBenchReadme } = await import("../lib/update-bench-readme");

const at = new Date("2026-11-22T03:00:00Z");
const shops = await startDemoShopServer({ now: () => at });
process.env.DEMO_SHOPS_URL = shops.url;
const { seedDemoCatalog } = await import("@/demo/catalog-seeder");
const { extractOffer } = await import("@/domains/crawler/extract");
const { createPoliteFetcher } = await import("@/domains/crawler/fetch");
const { crawlSite } = await import("@/domains/crawler/run");
const { sellerSites } = await import("@/domains/catalog/schema");
const fetcher = createPoliteFetcher({ allowHosts: [new URL(shops.url).host], hostDelayMs: 0, maxAttempts: 1 });
const urls = demoOffers().map((o) => demoShopUrl(o.siteSlug, o.path, shops.url));

type Figure = { label: string; offers: number; seconds: number; cpuSeconds: number };
const figures: Figure[] = [];
async function timed(label: string, work: () => Promise<number>): Promise<void> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const offers = await work();
  const used = process.cpuUsage(cpu);
  const figure = { label, offers, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
  figures.push(figure);
  console.log(
    `${label.padEnd(44)} ${offers} offers in ${figure.seconds.toFixed(1)} s = ${(offers / figure.seconds).toFixed(0)} offers/s (${(offers / figure.cpuSeconds).toFixed(0)} per CPU-second of this process)`,
  );
}

await timed("baseline: fetch + extract, no database", async () => {
  let ok = 0;
  for (const url of urls) {
    const page = await fetcher.fetchPage(url);
    if (page.ok && extractOffer({ html: page.html, url: page.finalUrl }).ok) ok++;
  }
  return ok;
});

const drivers: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
for (const driver of drivers) {
  // A fresh migrated database (a scratch one on the TEST_DATABASE_URL server for PostgreSQL), installed process-wide.
  const scratch = await openTestDatabase(driver);
  await seedDemoCatalog({ log: pino({ level: "silent" }), db: scratch.handle.db, now: new Date(at.getTime() - 60_000) });
  const sites = await scratch.handle.db.select({ id: sellerSites.id }).from(sellerSites);
  const crawl = async (siteId: number) => (await crawlSite({ siteId, fetcher, discover: false, publish: async () => {} })).counts.pages;
  for (const pass of ["first crawl", "second crawl (nothing changed)"]) {
    await timed(`${driver}: ${pass}, one site at a time`, async () => {
      let pages = 0;
      for (const site of sites) pages += await crawl(site.id);
      return pages;
    });
  }
  // As BullMQ workers would: every site at once (fetches still one at a time per host).
  await timed(`${driver}: all 8 sites at once`, async () =>
    (await Promise.all(sites.map((site) => crawl(site.id)))).reduce((a, b) => a + b, 0),
  );
  setDbHandle(undefined);
  await scratch.handle.close();
}
await fetcher.close();
await shops.close();

const baseline = figures[0]!;
const rate = (f: Figure) => f.offers / f.seconds;
const rows = figures.map(
  (f) =>
    `| ${f.label} | ${f.offers.toLocaleString("en-US")} | ${f.seconds.toFixed(1)} | ${rate(f).toFixed(0)} | ${(rate(f) / rate(baseline)).toFixed(2)} |`,
);
updateBenchReadme(
  "crawler-crawl",
  `## crawler: full crawl — \`npx tsx bench/crawler/crawl.bench.ts\`

Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 vCPU, shared), demo shops on loopback in the same process,
politeness delay 0, discovery off, one page at a time per site.

| phase | offers | seconds | offers/s | ratio to baseline |
|---|---|---|---|---|
${rows.join("\n")}

The baseline is fetch + extract alone; the rest is the database work per offer (lock the offer,
write it, history on change, recompute the product's prices, a crawl log row and the crawl state).`,
);
process.exit(0);
