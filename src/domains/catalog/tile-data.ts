import type { ProductCardData } from "./product-card";
import { INHALATION_LABELS, NICOTINE_FORM_LABELS } from "./labels";
import { recentDropPercent } from "./price-badges";

/**
 * What a tile draws, and all that the page's RSC payload carries for it (~0.2 KB, where the whole card
 * row was ~0.5 KB): figures derived on the server, keys that are absent rather than null or false.
 */
export type TileData = {
  id: number;
  name: string;
  maker: string;
  /** `입호흡 · 솔트 6mg` */
  line: string;
  /** The first flavour tag: the picture stand-in's colours. */
  flavor?: string;
  ml: number;
  /** All-in lowest price (the headline) and the shop price alone; absent when nothing was observed. */
  total?: number;
  shop?: number;
  perMl?: number;
  shops: number;
  soldOut?: true;
  /** ▼n%: the all-in lowest price's drop in the last week. */
  drop?: number;
  rating?: { average: number; count: number };
};

export function toTileData(product: ProductCardData, now: Date): TileData {
  const soldOut = product.inStockOfferCount === 0;
  const drop = recentDropPercent(product, now);
  return {
    id: product.id,
    name: product.name,
    maker: product.manufacturerName,
    line: `${INHALATION_LABELS[product.inhalation]} · ${NICOTINE_FORM_LABELS[product.nicotineForm]} ${product.nicotineMg}mg`,
    ...(product.flavorTags[0] ? { flavor: product.flavorTags[0] } : {}),
    ml: product.volumeMl,
    ...(product.lowestTotalPrice !== null ? { total: product.lowestTotalPrice } : {}),
    ...(product.lowestPrice !== null ? { shop: product.lowestPrice } : {}),
    ...(product.pricePerMl !== null && !soldOut ? { perMl: product.pricePerMl } : {}),
    shops: product.offerCount,
    ...(soldOut ? { soldOut: true as const } : {}),
    ...(drop ? { drop } : {}),
    ...(product.reviewCount > 0 && product.ratingAverage !== null
      ? { rating: { average: product.ratingAverage, count: product.reviewCount } }
      : {}),
  };
}
