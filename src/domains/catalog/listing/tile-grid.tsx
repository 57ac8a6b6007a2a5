"use client";

import { unpackTile, type PackedTile } from "./tile-wire";
import { TileList } from "./product-tile";

/** A listing's tiles drawn in the browser from packed tiles: the page's RSC payload carries their figures, not their element trees. */
export function TileGrid({ tiles, ...list }: { tiles: PackedTile[] } & Omit<React.ComponentProps<typeof TileList>, "tiles">) {
  return <TileList tiles={tiles.map(unpackTile)} {...list} />;
}
