import type { ProductCardData } from "../product-card";
import { INHALATION_LABELS, nicotineLabel } from "../labels";
import { recentDropPercent } from "../price-badge-flags";
import { withPhoto } from "../product-photo";
import type { TileData } from "./tile-wire";

/** `입호흡 · 60ml · 솔트 9.8mg`: the bottle's size in text (30 ml beside 60 ml is not one price), then its strength. */
function tileLine(product: ProductCardData): string {
  return `${INHALATION_LABELS[product.inhalation]} · ${product.volumeMl}ml · ${nicotineLabel(product)}`;
}

export function toTileData(product: ProductCardData, now: Date): TileData {
  const soldOut = product.inStockOfferCount === 0;
  const drop = recentDropPercent(product, now);
  return {
    id: product.id,
    name: product.name,
    maker: product.manufacturerName,
    line: tileLine(product),
    ...(product.flavorTags[0] ? { flavor: product.flavorTags[0] } : {}),
    ...withPhoto(product.imageUrl),
    ml: product.volumeMl,
    ...(product.lowestTotalPrice !== null ? { total: product.lowestTotalPrice } : {}),
    ...(product.lowestPrice !== null ? { shop: product.lowestPrice } : {}),
    ...(product.pricePerMl !== null && !soldOut ? { perMl: product.pricePerMl } : {}),
    shops: product.inStockOfferCount,
    ...(soldOut ? { soldOut: true as const } : {}),
    ...(drop ? { drop } : {}),
    ...(product.priceInsight === "low" && !soldOut ? { usualLow: true as const } : {}),
    ...(product.reviewCount > 0 && product.ratingAverage !== null
      ? { rating: { average: product.ratingAverage, count: product.reviewCount } }
      : {}),
  };
}
