import type { ProductCardData } from "./product-card";
import { TileGrid } from "./listing/tile-grid";
import { toTileData } from "./tile-data";
import { packTile } from "./tile-wire";

/** A listing's product cards (`TileGrid`, drawn in the browser), each reduced on the server to what its tile draws. */
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
  return <TileGrid tiles={products.map((product) => packTile(toTileData(product, now)))} label={label} compact={compact} />;
}
