import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { allInPrice, pricePerMl } from "@/domains/catalog/all-in-price";
import { refreshPriceInsights } from "@/domains/catalog/refresh-price-insights";
import { manufacturers, products, sellerSites } from "@/domains/catalog/schema";
import { buildSearchFields } from "@/platform/text/search-fields";
import { getConfig } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { demoShopsUrlFor } from "./shops/demo-shop-origins";
import {
  DEMO_CLOSED_SHOP,
  DEMO_MANUFACTURERS,
  DEMO_SELLER_SITES,
  demoBenefitsAt,
  demoOffers,
  demoPriceAt,
  demoPriceChangesBetween,
  demoProducts,
  demoShopUrl,
  type DemoPriceChange,
} from "./catalog-model";

const DAY = 86_400_000;
const HISTORY_DAYS = 180;
/** Fast-moving offers' history is what a crawler visiting every 6 hours would have recorded. */
const HISTORY_SAMPLE_MS = 6 * 3_600_000;
const HISTORY_CHUNK = 20_000;

/** `stale`: last confirmed two crawl intervals ago or more (the closed shop's offers): never a lowest price. */
type OfferPlan = {
  id: number;
  productId: number;
  fee: number;
  threshold: number | null;
  stale: boolean;
  /** Above 1 a set offer: no lowest, 평소 or history low of the bottle counts it (isBottlePriceOffer). */
  quantity: number;
  changes: DemoPriceChange[];
};

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** An offer's history up to `now`, ending in exactly the state the offer row holds. */
function historyOf(offerKey: string, now: Date): DemoPriceChange[] {
  const changes = demoPriceChangesBetween(offerKey, new Date(now.getTime() - HISTORY_DAYS * DAY), now, { everyMs: HISTORY_SAMPLE_MS });
  const current = demoPriceAt(offerKey, now);
  const last = changes[changes.length - 1]!;
  if (last.price !== current.price || last.inStock !== current.inStock) changes.push({ ...current, at: now });
  return changes;
}

/**
 * The denormalised pricing columns of one product, as refreshProductPricing computes them from the
 * final offers and history; the lowest price's last change comes from replaying history in time order.
 */
export function pricingFromHistory(volumeMl: number, offerPlans: OfferPlan[], now: Date) {
  const since30d = now.getTime() - 30 * DAY;
  const plans = offerPlans.filter((p) => p.quantity === 1);
  const finals = plans.map((p) => p.changes[p.changes.length - 1]!);
  const buyable = plans.flatMap((p, i) =>
    finals[i]!.inStock && !p.stale
      ? [{ price: finals[i]!.price, total: allInPrice(finals[i]!.price, { fee: p.fee, freeThreshold: p.threshold }) }]
      : [],
  );
  const lowestPrice = buyable.length ? Math.min(...buyable.map((b) => b.price)) : null;
  const lowestTotalPrice = buyable.length ? Math.min(...buyable.map((b) => b.total)) : null;
  // History lows and the drop are all-in, at each shop's current shipping terms; 역대/30일 최저 read only the shops
  // still answering (a stale offer's history leaves them, as in refreshProductPricing).
  const inStockHistory = plans.flatMap((p) =>
    (p.stale ? [] : p.changes)
      .filter((c) => c.inStock)
      .map((c) => ({ at: c.at, price: allInPrice(c.price, { fee: p.fee, freeThreshold: p.threshold }) })),
  );
  const lowOf = (values: number[]) => (values.length ? Math.min(...values) : null);
  const withCurrent = (values: number[]) => lowOf(lowestTotalPrice === null ? values : [...values, lowestTotalPrice]);

  const events = plans
    .flatMap((p, offer) =>
      p.changes.map((c) => ({
        offer,
        t: c.at.getTime(),
        price: c.inStock ? allInPrice(c.price, { fee: p.fee, freeThreshold: p.threshold }) : null,
      })),
    )
    .sort((a, b) => a.t - b.t);
  const state: Array<number | null> = plans.map(() => null);
  let lowest: number | null = null;
  let previousLowestPrice: number | null = null;
  let lowestChangedAt: Date | null = null;
  for (let i = 0; i < events.length; i++) {
    state[events[i]!.offer] = events[i]!.price;
    if (events[i + 1]?.t === events[i]!.t) continue;
    const present = state.filter((v): v is number => v !== null);
    const next = present.length ? Math.min(...present) : null;
    if (next !== lowest) [previousLowestPrice, lowestChangedAt, lowest] = [lowest, new Date(events[i]!.t), next];
  }

  return {
    lowestPrice,
    lowestTotalPrice,
    pricePerMl: lowestTotalPrice === null ? null : pricePerMl(lowestTotalPrice, volumeMl),
    offerCount: offerPlans.length,
    inStockOfferCount: buyable.length,
    low30d: withCurrent(inStockHistory.filter((c) => c.at.getTime() >= since30d).map((c) => c.price)),
    allTimeLow: withCurrent(inStockHistory.map((c) => c.price)),
    previousLowestPrice,
    lowestChangedAt,
  };
}

async function insertHistory(db: Db, rows: Array<{ offerId: number; change: DemoPriceChange }>): Promise<void> {
  await db.execute(sql`
    insert into price_history (offer_id, price, in_stock, observed_at)
    select * from unnest(${sql.param(rows.map((r) => r.offerId))}::int[], ${sql.param(rows.map((r) => r.change.price))}::int[],
                         ${sql.param(rows.map((r) => r.change.inStock))}::bool[], ${sql.param(rows.map((r) => r.change.at.toISOString()))}::timestamptz[])
    on conflict do nothing`);
}

/** Writes the demo catalogue: makers, shops, products, offers, 180 days of history and each product's prices. */
export async function seedDemoCatalog({ log, db = getDb(), now = new Date() }: { log: Logger; db?: Db; now?: Date }): Promise<void> {
  const shopsUrlOf = (slug: string) => demoShopsUrlFor(slug, getConfig());
  const makerRows = await db
    .insert(manufacturers)
    .values(DEMO_MANUFACTURERS.map((m) => ({ slug: m.slug, name: m.name })))
    .returning();
  const makerBySlug = new Map(makerRows.map((m) => [m.slug, m]));
  const siteRows = await db
    .insert(sellerSites)
    .values(DEMO_SELLER_SITES.map((s) => ({ ...s, baseUrl: demoShopUrl(s.slug, "", shopsUrlOf(s.slug)) })))
    .returning();
  const siteBySlug = new Map(siteRows.map((s) => [s.slug, s]));
  log.info(`카탈로그: 제조사 ${makerRows.length}곳, 쇼핑몰 ${siteRows.length}곳`);

  const productIdByKey = new Map<string, number>();
  for (const chunk of chunksOf(demoProducts(), 200)) {
    const rows = await db
      .insert(products)
      .values(
        chunk.map(({ key: _key, manufacturerSlug, createdDaysAgo, ...p }, i) => {
          const maker = makerBySlug.get(manufacturerSlug)!;
          return {
            ...p,
            manufacturerId: maker.id,
            ...buildSearchFields({ name: p.name, manufacturerName: maker.name, flavorTags: p.flavorTags }),
            createdAt: new Date(now.getTime() - createdDaysAgo * DAY - ((i * 37) % 1440) * 60_000),
          };
        }),
      )
      .returning({ id: products.id });
    chunk.forEach((p, i) => productIdByKey.set(p.key, rows[i]!.id));
  }
  log.info(`카탈로그: 상품 ${productIdByKey.size}개`);

  const planned = demoOffers().map((offer) => {
    // The closed shop's offers were last seen (and confirmed) when it closed.
    const seenAt = offer.siteSlug === DEMO_CLOSED_SHOP.slug ? new Date(now.getTime() - DEMO_CLOSED_SHOP.closedForMs) : now;
    const changes = historyOf(offer.key, seenAt);
    const site = siteBySlug.get(offer.siteSlug)!;
    return {
      offer,
      changes,
      last: changes[changes.length - 1]!,
      seenAt,
      site,
      url: demoShopUrl(offer.siteSlug, offer.path, shopsUrlOf(offer.siteSlug)),
    };
  });
  const list = <T>(pick: (p: (typeof planned)[number]) => T) => sql.param(planned.map(pick));
  const offerRows = await queryRows<{ id: number; product_id: number; seller_site_id: number; url: string }>(
    db,
    sql`insert into offer (product_id, seller_site_id, url, seller_title, price, list_price, in_stock, extraction_method, last_crawled_at, last_changed_at, quantity, benefits)
        select v.product_id, v.seller_site_id, v.url, v.seller_title, v.price, v.list_price, v.in_stock, 'demo', v.seen_at, v.changed_at, v.quantity, v.benefits::jsonb
        from unnest(${list((p) => productIdByKey.get(p.offer.productKey)!)}::int[], ${list((p) => p.site.id)}::int[], ${list((p) => p.url)}::text[],
                    ${list((p) => p.offer.sellerTitle)}::text[], ${list((p) => p.last.price)}::int[], ${list((p) => p.last.listPrice)}::int[],
                    ${list((p) => p.last.inStock)}::bool[], ${list((p) => p.last.at.toISOString())}::timestamptz[],
                    ${list((p) => p.seenAt.toISOString())}::timestamptz[], ${list((p) => p.offer.quantity)}::int[],
                    ${list((p) => JSON.stringify(demoBenefitsAt(p.offer, p.last)))}::text[])
          as v(product_id, seller_site_id, url, seller_title, price, list_price, in_stock, changed_at, seen_at, quantity, benefits)
        returning id, product_id, seller_site_id, url`,
  );
  const planByUrl = new Map(planned.map((p) => [`${p.site.id} ${p.url}`, p]));
  const plans: OfferPlan[] = offerRows.map((row) => {
    const { site, changes, offer } = planByUrl.get(`${row.seller_site_id} ${row.url}`)!;
    const stale = site.slug === DEMO_CLOSED_SHOP.slug;
    const { quantity } = offer;
    return {
      id: row.id,
      productId: row.product_id,
      fee: site.shippingFee,
      threshold: site.freeShippingThreshold,
      stale,
      quantity,
      changes,
    };
  });
  log.info(`카탈로그: 판매처 ${plans.length}개`);

  const history = plans.flatMap((p) => p.changes.map((change) => ({ offerId: p.id, change })));
  for (const [i, chunk] of chunksOf(history, HISTORY_CHUNK).entries()) {
    await insertHistory(db, chunk);
    log.info(
      `카탈로그: 가격 이력 ${Math.min((i + 1) * HISTORY_CHUNK, history.length).toLocaleString("ko-KR")}/${history.length.toLocaleString("ko-KR")}건`,
    );
  }

  const plansByProduct = new Map<number, OfferPlan[]>();
  for (const plan of plans) plansByProduct.set(plan.productId, [...(plansByProduct.get(plan.productId) ?? []), plan]);
  const volumeByProduct = new Map(demoProducts().map((p) => [productIdByKey.get(p.key)!, p.volumeMl]));
  const pricing = [...plansByProduct].map(([productId, group]) => ({
    productId,
    ...pricingFromHistory(volumeByProduct.get(productId)!, group, now),
  }));
  const column = (key: keyof (typeof pricing)[number]) =>
    sql.param(
      pricing.map((p): unknown => {
        const value: unknown = p[key];
        return value instanceof Date ? value.toISOString() : value;
      }),
    );
  await db.execute(sql`
    update product set lowest_price = v.lowest_price, lowest_total_price = v.lowest_total_price, price_per_ml = v.price_per_ml,
      offer_count = v.offer_count, in_stock_offer_count = v.in_stock_offer_count, low_30d = v.low_30d, all_time_low = v.all_time_low,
      previous_lowest_price = v.previous_lowest_price, lowest_changed_at = v.lowest_changed_at,
      -- Seeded without the shops' crawl intervals: the first expiry sweep dates each product's staleness properly.
      pricing_valid_until = case when v.in_stock_offer_count > 0 then now() end
    from unnest(${column("productId")}::int[], ${column("lowestPrice")}::int[], ${column("lowestTotalPrice")}::int[], ${column("pricePerMl")}::int[],
                ${column("offerCount")}::int[], ${column("inStockOfferCount")}::int[], ${column("low30d")}::int[], ${column("allTimeLow")}::int[],
                ${column("previousLowestPrice")}::int[], ${column("lowestChangedAt")}::timestamptz[])
      as v(id, lowest_price, lowest_total_price, price_per_ml, offer_count, in_stock_offer_count, low_30d, all_time_low, previous_lowest_price, lowest_changed_at)
    where product.id = v.id`);
  log.info(`카탈로그: 상품 ${pricing.length}개 최저가 계산 완료`);
  for (const chunk of chunksOf([...productIdByKey.values()], 500)) await refreshPriceInsights(db, chunk, now);
  log.info(`카탈로그: 평소 가격 계산 완료`);
}
