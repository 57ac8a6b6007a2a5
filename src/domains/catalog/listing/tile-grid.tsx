"use client";

import { unpackTile, type PackedTile } from "../tile-wire";
import { TileList } from "./product-tile";

/** A listing's tiles drawn in the browser from packed tiles: the page's RSC payload carries their figures, not their element trees. */
export function TileGrid({ tiles, label, compact }: { tiles: PackedTile[]; label?: string; compact: boolean }) {
  return <TileList tiles={tiles.map(unpackTile)} label={label} compact={compact} />;
}
