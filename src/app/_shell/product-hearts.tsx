"use client";

import { ProductHeartProvider } from "@/domains/catalog/product-heart-slot";
import { HeartButton } from "@/domains/wishlist/heart-button";

const renderHeart = (props: React.ComponentProps<typeof HeartButton>) => <HeartButton {...props} />;

/** The wishlist's heart on the catalogue's tiles and product pages. */
export function ProductHearts({ children }: { children: React.ReactNode }) {
  return <ProductHeartProvider value={renderHeart}>{children}</ProductHeartProvider>;
}
