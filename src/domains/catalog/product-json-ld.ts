import type { ProductDetail } from "./get-product-detail";

/** schema.org Product with an AggregateOffer over the offers that have a price (in-stock ones when any are) and members' AggregateRating. */
export function productJsonLd({ product, offers }: Pick<ProductDetail, "product" | "offers">, url: string): Record<string, unknown> {
  const priced = offers.filter((o) => o.price !== null);
  const inStock = priced.filter((o) => o.inStock);
  const basis = inStock.length ? inStock : priced;
  const prices = basis.map((o) => o.price!);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    brand: { "@type": "Brand", name: product.manufacturerName },
    description: product.description,
    category: "전자담배 액상",
    url,
    ...(prices.length
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "KRW",
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: priced.length,
            availability: inStock.length ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
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
