import type { ProductDetail } from "./get-product-detail";
import { COOLING_LABELS, INHALATION_LABELS, nicotineLabel, NICOTINE_SOURCE_LABELS } from "../labels";
import { sortOffers } from "./offer-order";
import { priceBadgeFlags, type PriceBadgeFlags } from "../price-badge-flags";
import { withPhoto } from "../product-photo";
import { storedPriceInsight } from "./stored-price-insight";
import { priceInsightLine, type PriceInsightLabel } from "../price-insight";
import { formatWon, wonOrDash } from "@/ui/format-won";

/** The top of a product page, derived on the server: what `ProductSummary` draws, and all the RSC payload carries for it. */
export type ProductSummaryData = {
  id: number;
  name: string;
  maker: string;
  flavor?: string;
  ml: number;
  /** The stored photo's file name (ownPhotoName); absent without one of ours. */
  photo?: string;
  rating?: { average: number; count: number };
  badges: PriceBadgeFlags;
  /** The buyable lowest, all-in and by shop price, with the line under each; absent when nothing is buyable. */
  best?: { total: number | null; shop: number | null; totalNote: string; shopNote: string };
  /** `지금 가격: 평소보다 낮음 · 평소 14,000~15,500원 (90일)`; absent without enough history or a buyable price. */
  insight?: { label: PriceInsightLabel; line: string };
  lows: string;
  specs: Array<[term: string, value: string]>;
};

export function toProductSummary({ product, offers }: ProductDetail, now: Date): ProductSummaryData {
  // The headline is the product's stored buyable lowest, the one figure every page shows; the note names the offer behind it.
  const { lowestTotalPrice, lowestPrice } = product;
  const bestTotal =
    lowestTotalPrice === null ? undefined : sortOffers(offers, "total").find((o) => o.inStock && o.total === lowestTotalPrice);
  const bestShop = lowestPrice === null ? undefined : sortOffers(offers, "price").find((o) => o.inStock && o.price === lowestPrice);
  const insight = storedPriceInsight(product);
  const insightLine = insight && priceInsightLine(insight);
  const perMl = product.pricePerMl !== null ? ` · ml당 ${formatWon(product.pricePerMl)}` : "";
  return {
    id: product.id,
    name: product.name,
    maker: product.manufacturerName,
    ...(product.flavorTags[0] ? { flavor: product.flavorTags[0] } : {}),
    ml: product.volumeMl,
    ...withPhoto(product.imageUrl),
    ...(product.reviewCount > 0 && product.ratingAverage !== null
      ? { rating: { average: product.ratingAverage, count: product.reviewCount } }
      : {}),
    badges: priceBadgeFlags(product, now),
    ...(bestTotal && bestShop
      ? {
          best: {
            total: lowestTotalPrice,
            shop: lowestPrice,
            totalNote: `${bestTotal.siteName} · 상품가 ${wonOrDash(bestTotal.price)} + 배송비 ${bestTotal.shipping ? formatWon(bestTotal.shipping) : "무료"}${perMl}`,
            shopNote: `${bestShop.siteName} · 배송비 포함 ${wonOrDash(bestShop.total)}`,
          },
        }
      : {}),
    ...(insight?.label && insightLine ? { insight: { label: insight.label, line: insightLine } } : {}),
    lows: `배송비 포함 30일 최저 ${wonOrDash(product.low30d)} · 역대 최저 ${wonOrDash(product.allTimeLow)}`,
    specs: [
      ["호흡 방식", INHALATION_LABELS[product.inhalation]],
      ["니코틴", product.nicotineMg === 0 ? "무니코틴" : `${nicotineLabel(product)} (${NICOTINE_SOURCE_LABELS[product.nicotineSource]})`],
      ["용량", `${product.volumeMl}ml`],
      ["VG/PG", `${product.vgPercent}/${100 - product.vgPercent}`],
      ["쿨링", COOLING_LABELS[product.cooling] ?? ""],
      ["맛", product.flavorTags.join(", ")],
    ],
  };
}
