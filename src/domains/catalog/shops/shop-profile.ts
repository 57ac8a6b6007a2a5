import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { queryRows } from "@/platform/db/rows";
import { getDb } from "@/platform/db/client";
import { productCardColumns, type ProductCardData } from "../product-card";
import { productAllowed } from "../product-policy";
import { allInPriceSql, offerAnsweringSql } from "../offer-day-spans";
import { listShopStandings } from "../pricing";
import { manufacturers, offers, products, sellerSites } from "../schema";
import { hasBusinessNumber, resolveShopInfo, type ShownShopInfo } from "../shop-info";

export type ShopProfile = {
  id: number;
  slug: string;
  name: string;
  baseUrl: string;
  shippingFee: number;
  freeShippingThreshold: number | null;
  info: ShownShopInfo[];
  /** When the crawler last read what the shop publishes; null: never (what is shown was entered by an admin). */
  infoReadAt: Date | null;
  verified: boolean;
  /** Visible products the shop lists (compliance policy applied). */
  productCount: number;
  /** Of its buyable offers (in stock, the shop answering): how many, and the share at its product's lowest all-in price. */
  buyableCount: number;
  lowestShare: number | null;
};

/** A shop's public profile by its slug: 사업자 정보 (an admin's entry over the published one), terms, share of lowest prices; null when unknown. */
export async function getShopProfile({ slug, now = new Date() }: { slug: string; now?: Date }): Promise<ShopProfile | null> {
  const db = getDb();
  const [site] = await db.select().from(sellerSites).where(eq(sellerSites.slug, slug));
  if (!site) return null;
  const [counted, [standing]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${products.id})::int` })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(offers.sellerSiteId, site.id), productAllowed("compare"))),
    listShopStandings(now, { sellerSiteId: site.id }),
  ]);
  const sources = { published: site.publishedInfo, entered: site.enteredInfo };
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    baseUrl: site.baseUrl,
    shippingFee: site.shippingFee,
    freeShippingThreshold: site.freeShippingThreshold,
    info: resolveShopInfo(sources),
    infoReadAt: site.publishedInfoReadAt,
    verified: hasBusinessNumber(sources),
    productCount: Number(counted[0]?.n ?? 0),
    buyableCount: standing?.offerCount ?? 0,
    lowestShare: standing ? standing.lowestShare : null,
  };
}

/** Every shop's slug, for the sitemap. */
export async function listShopSlugs(): Promise<Array<{ slug: string }>> {
  return getDb().select({ slug: sellerSites.slug }).from(sellerSites).orderBy(asc(sellerSites.slug));
}

const SHOP_OFFERS_LIMIT = 60;

/**
 * The visible products a shop lists, first those it sells now (buyable: in stock, the shop answering) at their lowest
 * all-in price, then by name; at most 60 (`total` says how many there are).
 */
export async function listShopProducts({ siteId, now = new Date() }: { siteId: number; now?: Date }) {
  const db = getDb();
  const allIn = allInPriceSql(sql`offer.price`);
  const ranked = await queryRows<{ id: number; total: number }>(
    db,
    sql`SELECT product.id, count(*) over ()::int AS total
        FROM offer
        JOIN seller_site s ON s.id = offer.seller_site_id
        JOIN product ON product.id = offer.product_id AND ${productAllowed("compare")}
        WHERE offer.seller_site_id = ${siteId}
        GROUP BY product.id
        ORDER BY max(CASE WHEN offer.in_stock AND offer.price > 0 AND ${offerAnsweringSql(now)} AND ${allIn} <= product.lowest_total_price
                 THEN 1 ELSE 0 END) DESC, product.name, product.id
        LIMIT ${SHOP_OFFERS_LIMIT}`,
  );
  const ids = ranked.map((r) => Number(r.id));
  const cards: ProductCardData[] = ids.length
    ? await db
        .select(productCardColumns)
        .from(products)
        .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(and(inArray(products.id, ids), productAllowed("compare")))
    : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { products: ids.flatMap((id) => byId.get(id) ?? []), total: Number(ranked[0]?.total ?? 0) };
}
