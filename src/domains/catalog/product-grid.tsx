import type { ProductCardData } from "./product-card";
import { ProductTile } from "./product-tile";
import { toTileData } from "./tile-data";

/**
 * Product cards, two columns on phones and up to five on wide screens; `compact` makes them one-line
 * rows on phones (many products per screen) and keeps the grid from the small breakpoint up.
 */
export function ProductGrid({
  products,
  now,
  label,
  compact = false,
}: {
  products: ProductCardData[];
  now: Date;
  label?: string;
  compact?: boolean;
}) {
  return (
    <ul aria-label={label} className={compact ? "tile-grid tile-grid-compact" : "tile-grid"} data-testid="product-grid">
      {products.map((product) => (
        <ProductTile key={product.id} tile={toTileData(product, now)} compact={compact} />
      ))}
    </ul>
  );
}
