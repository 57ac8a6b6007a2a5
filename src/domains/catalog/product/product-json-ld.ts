import type { ProductDetail } from "./get-product-detail";
import { isBottlePriceOffer } from "../offer-standing";
import { ownPhotoName, photoSrc } from "../product-photo";

const IN_STOCK = "https://schema.org/InStock";

/** One shop's offer: its shop price, with what shipping adds in `shippingDetails` (all-in = price + shipping). */
type BuyableOfferView = ProductDetail["offers"][number] & { price: number };

function offerJsonLd(offer: BuyableOfferView) {
  return {
    "@type": "Offer",
    price: offer.price,
    priceCurrency: "KRW",
    availability: IN_STOCK,
    seller: { "@type": "Organization", name: offer.siteName },
    shippingDetails: {
      "@type": "OfferShippingDetails",
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "KR" },
      shippingRate: { "@type": "MonetaryAmount", value: offer.shipping ?? 0, currency: "KRW" },
    },
  };
}

/**
 * schema.org Product with an AggregateOffer over the buyable offers only (in stock and fresh: the offers the
 * page's lowest comes from), each listed with its shipping, members' AggregateRating, and the product's photo (the
 * largest width the site serves) when it has one of ours. Nothing buyable: no offers.
 */
export function productJsonLd({ product, offers }: Pick<ProductDetail, "product" | "offers">, url: string): Record<string, unknown> {
  // A set offer (`2병 세트`) is not this bottle's price.
  const buyable = offers.filter((o): o is BuyableOfferView => isBottlePriceOffer(o));
  const prices = buyable.map((o) => o.price);
  const photo = ownPhotoName(product.imageUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    brand: { "@type": "Brand", name: product.manufacturerName },
    description: product.description,
    category: "전자담배 액상",
    url,
    ...(photo ? { image: new URL(photoSrc(photo, 640), url).href } : {}),
    ...(buyable.length
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "KRW",
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: buyable.length,
            availability: IN_STOCK,
            offers: buyable.map(offerJsonLd),
          },
        }
      : {}),
    ...(product.reviewCount > 0 && product.ratingAverage !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.ratingAverage * 10) / 10,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
