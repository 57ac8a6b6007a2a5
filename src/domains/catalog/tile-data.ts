import type { ProductCardData } from "./product-card";
import { INHALATION_LABELS, nicotineLabel } from "./labels";
import { recentDropPercent } from "./pricing/price-badge-flags";
import { withPhoto } from "./product-photo";
import type { TileData } from "./tile-wire";

export function toTileData(product: ProductCardData, now: Date): TileData {
  const soldOut = product.inStockOfferCount === 0;
  const drop = recentDropPercent(product, now);
  return {
    id: product.id,
    name: product.name,
    maker: product.manufacturerName,
    line: `${INHALATION_LABELS[product.inhalation]} · ${nicotineLabel(product)}`,
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
