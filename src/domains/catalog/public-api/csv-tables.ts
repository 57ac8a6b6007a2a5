import { toCsv } from "./answer";
import type { PriceHistoryBody, ProductDetailBody, ProductListBody } from "./schemas";

const PRODUCT_COLUMNS = [
  "id",
  "name",
  "manufacturer",
  "inhalation",
  "nicotine_form",
  "nicotine_mg",
  "volume_ml",
  "lowest_total_price",
  "lowest_price",
  "price_per_ml",
  "offer_count",
  "in_stock_offer_count",
  "low_30d",
  "all_time_low",
  "url",
] as const;

/** A page of products as CSV: one row a product, the JSON's fields in snake_case. */
export function productsCsv(list: ProductListBody): string {
  return toCsv(
    PRODUCT_COLUMNS,
    list.items.map((p) => [
      p.id,
      p.name,
      p.manufacturer,
      p.inhalation,
      p.nicotineForm,
      p.nicotineMg,
      p.volumeMl,
      p.lowestTotalPrice,
      p.lowestPrice,
      p.pricePerMl,
      p.offerCount,
      p.inStockOfferCount,
      p.low30d,
      p.allTimeLow,
      p.url,
    ]),
  );
}

const OFFER_COLUMNS = [
  "offer_id",
  "shop",
  "shop_slug",
  "shop_verified",
  "seller_title",
  "price",
  "shipping",
  "total",
  "per_ml",
  "quantity",
  "checked_at",
  "buy_url",
] as const;

/** A product's buyable offers as CSV: one row an offer, cheapest all-in first as in the JSON, its fields in snake_case. */
export function offersCsv(detail: ProductDetailBody): string {
  return toCsv(
    OFFER_COLUMNS,
    detail.offers.map((o) => [
      o.id,
      o.shop.name,
      o.shop.slug,
      o.shop.verified,
      o.sellerTitle,
      o.price,
      o.shipping,
      o.total,
      o.perMl,
      o.quantity,
      o.checkedAt,
      o.buyUrl,
    ]),
  );
}

/** Daily lows as CSV: `date,lowest_total,lowest`, and with `by=shop` one row a day and shop (`shop_id,shop` first). */
export function historyCsv(history: PriceHistoryBody): string {
  if (!history.shops)
    return toCsv(
      ["date", "lowest_total", "lowest"],
      history.daily.map((d) => [d.date, d.lowestTotal, d.lowest]),
    );
  const rows = history.shops.flatMap((shop) => shop.daily.map((d) => [d.date, shop.id, shop.name, d.lowestTotal, d.lowest]));
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return toCsv(["date", "shop_id", "shop", "lowest_total", "lowest"], rows);
}
