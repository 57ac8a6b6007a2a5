import { sql } from "drizzle-orm";
import { DEMO_MANUFACTURERS, demoProducts } from "@/demo/catalog-model";
import { manufacturers, products } from "@/domains/catalog/schema";
import { buildSearchFields } from "@/platform/text/search-fields";
import type { Db } from "@/platform/db/client";
import { withoutSecondaryKeys } from "./without-secondary-keys";

export const SIZE = { products: 10_000, offersPerProduct: 8, sites: 10, history: 5_000_000 };
const EDITIONS = [
  "",
  " 리미티드",
  " 시즌2",
  " 프리미엄",
  " 오리지널",
  " 더블샷",
  " 라이트",
  " 스페셜",
  " 리뉴얼",
  " 블랙라벨",
  " 골드",
  " 미니",
  " 맥스",
  " 하드",
  " 소프트",
  " 클리어",
];

/**
 * A large catalogue in an empty, migrated database: 10,000 products (the demo names in editions),
 * 80,000 offers over 10 shops and 5,000,000 history rows, the bulk of it by generate_series.
 */
export async function generateCatalogue(db: Db, log: (message: string) => void): Promise<void> {
  const makers = await db
    .insert(manufacturers)
    .values(DEMO_MANUFACTURERS.map((m) => ({ name: m.name, slug: m.slug })))
    .returning();
  await db.execute(sql`
    insert into seller_site (name, slug, base_url, platform, shipping_fee, free_shipping_threshold)
    select '쇼핑몰 ' || g, 'shop-' || g, 'https://shop-' || g || '.example', 'jsonld', 2500 + (g % 3) * 500,
           case when g % 4 = 0 then null else 30000 + (g % 3) * 10000 end
    from generate_series(1, ${SIZE.sites}) g`);
  const base = demoProducts();
  const rows = Array.from({ length: SIZE.products }, (_, i) => {
    const demo = base[i % base.length]!;
    const maker = makers[(i * 7 + Math.floor(i / base.length)) % makers.length]!;
    const name = `${demo.name}${EDITIONS[Math.floor(i / base.length) % EDITIONS.length]}`;
    const { key: _key, manufacturerSlug: _slug, createdDaysAgo, ...attributes } = demo;
    return {
      ...attributes,
      name,
      manufacturerId: maker.id,
      visible: i % 50 !== 0,
      popularity: (i * 7919) % 1000,
      createdAt: new Date(Date.now() - (createdDaysAgo * 24 + (i % 24)) * 3_600_000),
      ...buildSearchFields({ name, manufacturerName: maker.name, flavorTags: demo.flavorTags }),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(products).values(rows.slice(i, i + 1000));
  log(`상품 ${rows.length.toLocaleString("ko-KR")}개`);

  await db.execute(sql`
    insert into offer (product_id, seller_site_id, url, seller_title, price, list_price, in_stock, extraction_method, last_crawled_at, last_changed_at)
    select p.id, ((p.id + k * 3) % ${SIZE.sites}) + 1, 'https://shop.example/p/' || p.id || '/' || k, p.name,
           (round((9000 + (p.id * 131) % 20000 + random() * 2000) / 100) * 100)::int, 32000, random() > 0.07, 'bench',
           now() - random() * interval '6 hours', now() - random() * interval '5 days'
    from product p cross join generate_series(1, ${SIZE.offersPerProduct}) k`);
  log(`판매처 ${(SIZE.products * SIZE.offersPerProduct).toLocaleString("ko-KR")}개`);

  // SIZE.history rows (5,000,000: 62 or 63 per offer), five days apart with jitter (unique per offer): one set-based
  // statement inside the database, its foreign key and unique index built once afterwards.
  const offers = SIZE.products * SIZE.offersPerProduct;
  const perOffer = Math.floor(SIZE.history / offers);
  const extra = SIZE.history - perOffer * offers;
  await withoutSecondaryKeys(db, "price_history", async () => {
    await db.execute(sql`
      insert into price_history (offer_id, price, in_stock, observed_at)
      select o.id, greatest(1000, o.price + (round((random() - 0.5) * 30) * 100)::int), random() > 0.05,
             now() - (g * interval '5 days') - random() * interval '4 days'
      from offer o cross join generate_series(1, ${perOffer + 1}) g
      where g <= ${perOffer} or o.id < (select min(id) from offer) + ${extra}`);
  });
  log(`가격 이력 ${SIZE.history.toLocaleString("ko-KR")}건`);

  await db.execute(sql`
    update product p set lowest_price = x.lowest, lowest_total_price = x.total, price_per_ml = round(x.lowest::numeric / p.volume_ml),
      offer_count = x.n, in_stock_offer_count = x.in_stock,
      low_30d = x.lowest - (p.id % 3) * 100, all_time_low = x.lowest - (p.id % 5) * 200,
      previous_lowest_price = x.lowest + (p.id % 7) * 300, lowest_changed_at = now() - (p.id % 48) * interval '1 hour'
    from (
      select o.product_id, min(o.price) filter (where o.in_stock) as lowest, count(*) as n, count(*) filter (where o.in_stock) as in_stock,
             min(o.price + case when s.free_shipping_threshold is not null and o.price >= s.free_shipping_threshold then 0 else s.shipping_fee end) filter (where o.in_stock) as total
      from offer o join seller_site s on s.id = o.seller_site_id group by o.product_id
    ) x
    where x.product_id = p.id`);
  await db.execute(sql`vacuum analyze`);
  log("최저가 계산, ANALYZE 완료");
}
