"use client";

import { ProductHeartProvider } from "@/domains/catalog/product-heart-slot";
import { HeartButton } from "@/domains/wishlist/heart-button";
import { HeartSymbol } from "@/domains/wishlist/heart-icon";

const renderHeart = (props: React.ComponentProps<typeof HeartButton>) => <HeartButton {...props} />;

/** The wishlist's heart on the catalogue's tiles and product pages, and the one symbol that draws them all. */
export function ProductHearts({ children }: { children: React.ReactNode }) {
  return (
    <ProductHeartProvider value={renderHeart}>
      <HeartSymbol />
      {children}
    </ProductHeartProvider>
  );
}
