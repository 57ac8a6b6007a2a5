import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { listProductSummaries, type ProductSummary } from "@/domains/catalog/list-product-summaries";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { formatWon } from "@/ui/format-won";
import { matchSavedSearches } from "./match-saved-searches";
import { wishlistItems } from "./schema";

export type PriceAlert = {
  userId: string;
  kind: "price_drop" | "target_price" | "back_in_stock" | "saved_search";
  productId: number;
  content: string;
  url: string;
};

/** Per product, the batch's first old price and the product as it is now. */
type ProductChange = { productId: number; oldLowestPrice: number | null; product: ProductSummary; events: PriceEvent[] };

function changesOf(events: PriceEvent[], products: ProductSummary[]): ProductChange[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes = new Map<number, ProductChange>();
  for (const event of events) {
    const product = byId.get(event.productId);
    if (!product) continue;
    const change = changes.get(event.productId) ?? {
      productId: event.productId,
      oldLowestPrice: event.oldLowestPrice,
      product,
      events: [],
    };
    change.events.push(event);
    changes.set(event.productId, change);
  }
  return [...changes.values()];
}

const productUrl = (productId: number) => `/products/${productId}`;
const allInOrNull = (value: number | null) => (value === null ? sql`null::int` : sql`${value}::int`);

/**
 * Target prices: re-arms items whose price went back above the target (now, or before this batch's drop),
 * then marks and returns those now at or under it. Two set-based updates.
 */
async function collectTargetCrossings(changes: ProductChange[]): Promise<PriceAlert[]> {
  const rows = changes.map((c) => sql`(${c.productId}::int, ${allInOrNull(c.product.lowestTotalPrice)}, ${allInOrNull(c.oldLowestPrice)})`);
  const values = sql`(values ${sql.join(rows, sql`, `)}) as e(product_id, price, old_price)`;
  const db = getDb();
  await db.execute(sql`update ${wishlistItems} w set target_reached = false from ${values}
    where w.product_id = e.product_id and w.target_reached and w.target_price is not null
      and (e.price is null or e.price > w.target_price or e.old_price > w.target_price)`);
  const reached = await queryRows<{ user_id: string; product_id: number; target_price: number; price: number }>(
    db,
    sql`update ${wishlistItems} w set target_reached = true from ${values}
      where w.product_id = e.product_id and w.alerts_enabled and not w.target_reached and w.target_price is not null
        and e.price is not null and e.price <= w.target_price
      returning w.user_id, w.product_id, w.target_price, e.price`,
  );
  const names = new Map(changes.map((c) => [c.productId, c.product.name]));
  return reached.map((row) => ({
    userId: row.user_id,
    kind: "target_price",
    productId: Number(row.product_id),
    content: `${names.get(Number(row.product_id))} 목표가 ${formatWon(Number(row.target_price))} 도달: 지금 ${formatWon(Number(row.price))} (배송비 포함)`,
    url: productUrl(Number(row.product_id)),
  }));
}

type PriceDrop = Extract<PriceEvent, { type: "price_dropped" }>;

/** A drop worth telling: the admin's 가격 하락 알림 기준 (%, read per batch so a change applies at once) or PRICE_DROP_ALERT_WON. */
async function bigDropTest(): Promise<(event: PriceEvent) => event is PriceDrop> {
  const share = (await getSiteSettings()).priceDropPercent / 100;
  const { PRICE_DROP_ALERT_WON } = getConfig();
  return (event): event is PriceDrop => {
    if (event.type !== "price_dropped") return false;
    const drop = event.oldLowestPrice - event.newLowestPrice;
    return drop >= PRICE_DROP_ALERT_WON || drop >= event.oldLowestPrice * share;
  };
}

/** Drops past the threshold and restocks, to everyone watching with alerts on (one query). */
async function collectWatcherAlerts(changes: ProductChange[]): Promise<PriceAlert[]> {
  const isBigDrop = await bigDropTest();
  const messages = new Map<number, Pick<PriceAlert, "kind" | "content">>();
  for (const change of changes) {
    const name = change.product.name;
    const restock = change.events.find((event) => event.type === "back_in_stock");
    const drop = change.events.filter(isBigDrop).at(-1);
    if (restock)
      messages.set(change.productId, { kind: "back_in_stock", content: `${name} 재입고: 최저가 ${formatWon(restock.newLowestPrice)}` });
    else if (drop) {
      const from = change.oldLowestPrice ?? drop.oldLowestPrice;
      messages.set(change.productId, {
        kind: "price_drop",
        content: `${name} 최저가 ${formatWon(from)} → ${formatWon(drop.newLowestPrice)}`,
      });
    }
  }
  if (messages.size === 0) return [];
  const watchers = await getDb()
    .select({ userId: wishlistItems.userId, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(inArray(wishlistItems.productId, [...messages.keys()]), eq(wishlistItems.alertsEnabled, true)));
  return watchers.map((w) => ({ userId: w.userId, productId: w.productId, url: productUrl(w.productId), ...messages.get(w.productId)! }));
}

/**
 * Decides who must hear about these price events: wishlist items (alerts on; a drop of at least
 * the 가격 하락 알림 기준 setting (default PRICE_DROP_ALERT_SHARE) or PRICE_DROP_ALERT_WON; a target price crossed, once per crossing; back in stock)
 * and saved searches (once per product per saved search). Updates its own crossing and dedupe state.
 */
export async function collectPriceAlerts({ events }: { events: PriceEvent[] }): Promise<PriceAlert[]> {
  if (events.length === 0) return [];
  const products = await listProductSummaries({ ids: [...new Set(events.map((event) => event.productId))] });
  const changes = changesOf(events, products);
  if (changes.length === 0) return [];
  const targets = await collectTargetCrossings(changes);
  const told = new Set(targets.map((alert) => `${alert.userId}:${alert.productId}`));
  // A member whose target was just reached hears that, not also the drop that reached it.
  const watchers = (await collectWatcherAlerts(changes)).filter((alert) => !told.has(`${alert.userId}:${alert.productId}`));
  const searches = await matchSavedSearches({ changes });
  return [...targets, ...watchers, ...searches.map((hit) => ({ ...hit, kind: "saved_search" as const, url: productUrl(hit.productId) }))];
}
