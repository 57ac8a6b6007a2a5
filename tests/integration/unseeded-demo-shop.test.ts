import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { expect, it, vi } from "vitest";
import { POST as inspectRoute } from "@/app/api/admin/seller-sites/inspect/route";
import { POST as onboardRoute } from "@/app/api/admin/seller-sites/onboard/route";
import { POST as automaticRoute } from "@/app/api/admin/products/unmatched/[id]/automatic/route";
import { DEMO_MANUFACTURERS, demoProducts } from "@/demo/catalog-model";
import { seedDemoCatalog } from "@/demo/catalog-seeder";
import { unseededShopIndex } from "@/demo/shops/unseeded-shop-pages";
import { DEMO_UNSEEDED_SHOP } from "@/demo/unseeded-shop-model";
import { auditLog } from "@/domains/audit/schema";
import { manufacturers, offers, products } from "@/domains/catalog/schema";
import { crawlRuns, unmatchedPages } from "@/domains/crawler/schema";
import { getDb } from "@/platform/db/client";
import { createAdmin } from "../support/account-factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { postToRouteAs } from "../support/post-to-route";
import { describeEachDatabase } from "../support/test-db";

const served = serveDemoShopsPerFile({ forManualRuns: true });

async function finishedRuns(siteId: number, count: number) {
  return vi.waitFor(
    async () => {
      const runs = await getDb().select().from(crawlRuns).where(eq(crawlRuns.sellerSiteId, siteId)).orderBy(crawlRuns.id);
      if (runs.filter((run) => run.finishedAt).length < count) throw new Error(`${count} crawls did not finish`);
      return runs;
    },
    { timeout: 90_000, interval: 100 },
  );
}

/** The seeded catalogue's product id of each demo product key (a maker's liquid names are unique in the demo). */
async function seededProductIds(): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ id: products.id, name: products.name, maker: manufacturers.name })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId));
  const idOf = new Map(rows.map((row) => [`${row.maker}|${row.name}`, row.id]));
  const makerName = new Map(DEMO_MANUFACTURERS.map((m) => [m.slug, m.name]));
  return new Map(demoProducts().map((p) => [p.key, idOf.get(`${makerName.get(p.manufacturerSlug)}|${p.name}`)!]));
}

describeEachDatabase("the demo's unseeded shop (베이프스퀘어) added from its address", () => {
  it("one crawl matches its known liquids, matches its sets as set offers, creates the rest, skips pods and accessories, never wrongly; an undo recomputes the lowest", async () => {
    await seedDemoCatalog({ log: pino({ level: "silent" }), now: new Date() });
    const idOfKey = await seededProductIds();
    const seeded = await getDb().select({ id: products.id, lowestPrice: products.lowestPrice }).from(products);
    const seededLowest = new Map(seeded.map((product) => [product.id, product.lowestPrice]));
    const productCount = seeded.length;
    const admin = await createAdmin();
    const pages = unseededShopIndex().pages;
    const truthOf = new Map(pages.map((page) => [`${served.shops.url}/${DEMO_UNSEEDED_SHOP.slug}${page.path}`, page]));

    // The admin pastes the address and saves what was read: no selector, no platform, no list page typed.
    const read = await postToRouteAs(inspectRoute, "/api/admin/seller-sites/inspect", admin, {
      url: `${served.shops.url}/${DEMO_UNSEEDED_SHOP.slug}/`,
    });
    expect(read.status).toBe(200);
    const inspection = read.json.inspection ?? read.json;
    expect(inspection).toMatchObject({ name: "베이프스퀘어", productPageCount: pages.length, registeredAs: null });
    expect(inspection.platform.platform).toBe("imweb");
    const saved = await postToRouteAs(onboardRoute, "/api/admin/seller-sites/onboard", admin, {
      name: inspection.name,
      baseUrl: inspection.baseUrl,
      platform: inspection.platform.platform,
      shippingFee: 3000,
      listUrls: inspection.listUrls,
    });
    expect(saved.status).toBe(200);
    const siteId = saved.json.id as number;

    // The first crawl reads every page and decides each; the second reads the prices of the offers it attached.
    const [first, second] = await finishedRuns(siteId, 2);
    expect(first).toMatchObject({ status: "ok", listPages: 2, discoveredCount: pages.length, failedCount: 0 });
    expect(second).toMatchObject({ status: "ok", discoveredCount: 0, failedCount: 0 });

    const rows = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.sellerSiteId, siteId));
    expect(rows).toHaveLength(pages.length);
    const tally = { match: 0, new: 0, skip: 0, review: 0, wrong: 0 };
    for (const row of rows) {
      const page = truthOf.get(row.url)!;
      tally[row.decision as "match" | "new" | "skip" | "review"]++;
      const truth = page.truth;
      const right =
        truth.kind === "known" || truth.kind === "set"
          ? row.decision === "match" && row.productId === idOfKey.get(truth.productKey)
          : truth.kind === "new"
            ? row.decision === "new"
            : row.decision === "skip";
      if (row.decision === "match" && !right) tally.wrong++;
      expect(right, `${page.title}: ${row.decision} ${row.productId}`).toBe(true);
    }
    console.log(
      `베이프스퀘어 (${pages.length} pages): matched ${tally.match}, created ${tally.new}, skipped ${tally.skip}, review ${tally.review}, wrong matches ${tally.wrong}`,
    );
    expect(tally).toEqual({ match: 11, new: 6, skip: 3, review: 0, wrong: 0 });

    // Created products: one per new bottle, as the truth says, auto-registered for the admin's check.
    const created = rows.filter((row) => row.decision === "new");
    const newProducts = await getDb()
      .select({ product: products, maker: manufacturers.name })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(
        inArray(
          products.id,
          created.map((row) => row.productId!),
        ),
      );
    expect(newProducts).toHaveLength(6);
    expect(await getDb().$count(products)).toBe(productCount + 6);
    for (const row of created) {
      const truth = truthOf.get(row.url)!.truth as Extract<(typeof pages)[number]["truth"], { kind: "new" }>;
      const { product, maker } = newProducts.find(({ product }) => product.id === row.productId)!;
      expect({ maker, name: product.name, volumeMl: product.volumeMl, nicotineMg: product.nicotineMg }).toEqual({
        maker: DEMO_MANUFACTURERS.find((m) => m.slug === truth.manufacturerSlug)!.name,
        name: truth.name,
        volumeMl: truth.volumeMl,
        nicotineMg: truth.nicotineMg,
      });
      expect(product.autoRegisteredAt).toBeInstanceOf(Date);
    }

    // Sets and accessories are remembered with their reason, and are no offer.
    const skipped = rows.filter((row) => row.decision === "skip");
    for (const row of skipped) expect(row).toMatchObject({ status: "ignored", productId: null, decisionReason: expect.any(String) });
    const siteOffers = await getDb().select().from(offers).where(eq(offers.sellerSiteId, siteId));
    expect(siteOffers.map((offer) => offer.url).sort()).toEqual(
      rows
        .filter((row) => row.decision !== "skip")
        .map((row) => row.url)
        .sort(),
    );
    for (const offer of siteOffers) expect(offer.price).toBe(truthOf.get(offer.url)!.priceAt(new Date()).price);
    // Its two sets are set offers of their bottles (SHOPPER-TRUST): counted, never a single bottle's price.
    const setOffers = siteOffers.filter((offer) => truthOf.get(offer.url)!.truth.kind === "set");
    expect(setOffers.map((offer) => offer.quantity)).toEqual([2, 2]);

    // Every automatic change is in the audit log; the shop's creation is the admin's.
    const audits = await getDb().select().from(auditLog);
    expect(audits.filter((entry) => entry.action === "offer.auto-match")).toHaveLength(11);
    expect(audits.filter((entry) => entry.action === "product.auto-create")).toHaveLength(6);
    expect(
      audits.some((entry) => entry.action === "seller_site.create" && entry.targetId === String(siteId) && entry.actorId === admin.id),
    ).toBe(true);

    // The new shop undercuts every seeded shop: it holds the lowest of each liquid it matched. Undone, the lowest goes back.
    const matched = rows.find((row) => row.decision === "match" && truthOf.get(row.url)!.truth.kind === "known")!;
    const page = truthOf.get(matched.url)!;
    const [priced] = await getDb().select().from(products).where(eq(products.id, matched.productId!));
    expect(priced!.lowestPrice).toBe(page.priceAt(new Date()).price);
    const otherOffers = await getDb()
      .select()
      .from(offers)
      .where(and(eq(offers.productId, matched.productId!), eq(offers.inStock, true)));
    expect(otherOffers.length).toBeGreaterThan(1);
    const undone = await postToRouteAs(
      automaticRoute,
      `/api/admin/products/unmatched/${matched.id}/automatic`,
      admin,
      { verdict: "undo" },
      {
        id: String(matched.id),
      },
    );
    expect(undone).toEqual({ status: 200, json: { ok: true } });
    const [after] = await getDb().select().from(products).where(eq(products.id, matched.productId!));
    expect(after!.lowestPrice).toBeGreaterThan(page.priceAt(new Date()).price);
    expect(after!.lowestPrice).toBe(seededLowest.get(matched.productId!));
    const remaining = await getDb().select().from(offers).where(eq(offers.productId, matched.productId!));
    expect(remaining.some((offer) => offer.url === matched.url)).toBe(false);
    const [requeued] = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.id, matched.id));
    expect(requeued).toMatchObject({ status: "pending", productId: null });
    const undoAudits = await getDb().select().from(auditLog).where(eq(auditLog.action, "unmatched.undo-auto"));
    expect(undoAudits.map((entry) => entry.actorId)).toEqual([admin.id]);
  }, 240_000);
});
