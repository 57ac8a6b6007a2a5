import type { ProductCardData } from "../product-card";
import { TileGrid } from "./tile-grid";
import { toTileData } from "./tile-data";
import { packTile } from "./tile-wire";

/** A listing's product cards (`TileGrid`, drawn in the browser), each reduced on the server to what its tile draws. */
export function ProductGrid({
  products,
  now,
  label,
  compact = false,
  firstOnPage,
}: {
  products: ProductCardData[];
  now: Date;
  label?: string;
  compact?: boolean;
  /** False for a grid below the page's first one: none of its photos load before it is scrolled near. */
  firstOnPage?: boolean;
}) {
  return (
    <TileGrid
      tiles={products.map((product) => packTile(toTileData(product, now)))}
      label={label}
      compact={compact}
      firstOnPage={firstOnPage}
    />
  );
}
