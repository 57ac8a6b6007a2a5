import type { ProductCardData } from "../product-card";
import { TileList } from "./product-tile";
import { toTileData } from "./tile-data";

/**
 * A few product cards drawn into the HTML (a product page's similar products): their markup weighs less than the
 * tiles' code would, which the page then need not load (docs/decisions/main-thread.md). Listings use `ProductGrid`.
 * Below the product's own photo: none of their photos loads before it is scrolled near.
 */
export function ServerProductGrid({ products, now, label }: { products: ProductCardData[]; now: Date; label: string }) {
  return <TileList tiles={products.map((product) => toTileData(product, now))} label={label} compact={false} firstOnPage={false} />;
}
