import type { ProductCardData } from "./product-card";
import { ProductTile } from "./product-tile";

/** Product cards, two columns on phones and up to five on wide screens. */
export function ProductGrid({ products, now, label }: { products: ProductCardData[]; now: Date; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5" data-testid="product-grid">
      {products.map((product) => (
        <ProductTile key={product.id} product={product} now={now} />
      ))}
    </ul>
  );
}
