import type { ProductCardData } from "./product-card";
import { ProductTile } from "./product-tile";

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
  const columns = compact ? "grid-cols-1 gap-2 sm:gap-3" : "grid-cols-2 gap-3";
  return (
    <ul aria-label={label} className={`grid ${columns} sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5`} data-testid="product-grid">
      {products.map((product) => (
        <ProductTile key={product.id} product={product} now={now} compact={compact} />
      ))}
    </ul>
  );
}
