import Link from "next/link";
import { formatWon } from "@/ui/format-won";
import { RatingBadge } from "@/ui/rating-badge";
import { DropBadge, UsualLowBadge } from "../pricing/client";
import { BasisPrice } from "../basis-price";
import { ProductHeartSlot } from "../product-heart-slot";
import { ProductThumb } from "../product-thumb";
import type { TileData } from "./tile-wire";

/**
 * The other basis than the big price, short enough for one line in a five-across grid (the toggle names the basis shown).
 * Equal lowest prices on both bases mean the cheapest ships free: said once, not the same figure twice.
 */
function OtherBasisNote({ total, shop }: { total: number; shop: number }) {
  return (
    <p className="tile-note tile-other-basis">
      {total === shop ? (
        "무료배송"
      ) : (
        <>
          <span className="basis-total">{`상품가 ${formatWon(shop)}`}</span>
          <span className="basis-shop">{`배송비 포함 ${formatWon(total)}`}</span>
        </>
      )}
    </p>
  );
}

/**
 * One product in a grid: photo (or its drawn stand-in), maker, name, lowest all-in price (and shop price, per the price basis), 원/ml, shop count and drop badge.
 * No prefetch: a grid of 24 dynamic product pages would otherwise cost 24 renders per listing view.
 * No test ids: tests find tiles by their classes (`.tile > a`, `.tile-price`, `.heart`), which every tile carries anyway.
 * Tiles below the fold skip layout and paint until scrolled near (content-visibility), which halves
 * the first layout of a grid page on a phone. Texts are single strings: one DOM text node each to hydrate.
 */
function ProductTile({ tile, compact, lead }: { tile: TileData; compact: boolean; lead: boolean }) {
  return (
    <li className={compact ? "tile tile-compact" : "tile"}>
      <Link href={`/products/${tile.id}`} prefetch={false}>
        <ProductThumb
          name={tile.name}
          flavor={tile.flavor}
          volumeMl={tile.ml}
          photo={tile.photo}
          place={compact ? "compactTile" : "tile"}
          eager={lead}
        />
        <div className="tile-body">
          <p className="tile-maker">{tile.maker}</p>
          <h3 className="tile-name">{tile.name}</h3>
          <p className="tile-line">
            {tile.line}
            {tile.rating ? <RatingBadge average={tile.rating.average} count={tile.rating.count} /> : null}
          </p>
          <div className="tile-prices">
            {tile.drop || tile.usualLow ? (
              <p className="tile-badges">
                {tile.drop ? <DropBadge percent={tile.drop} /> : null}
                {tile.usualLow ? <UsualLowBadge /> : null}
              </p>
            ) : null}
            <p className="tile-price" data-price={tile.total ?? ""} data-shop-price={tile.shop ?? ""}>
              <BasisPrice total={tile.total ?? null} shop={tile.shop ?? null} soldOut={tile.soldOut === true} />
            </p>
            {tile.soldOut || tile.total === undefined || tile.shop === undefined ? null : (
              <OtherBasisNote total={tile.total} shop={tile.shop} />
            )}
            {tile.soldOut ? null : (
              <p className="tile-note">{`${tile.perMl !== undefined ? `ml당 ${formatWon(tile.perMl)} · ` : ""}판매처 ${tile.shops}곳`}</p>
            )}
          </div>
        </div>
      </Link>
      <ProductHeartSlot productId={tile.id} productName={tile.name} />
    </li>
  );
}

/**
 * A phone's first row of the page's first grid: their photos load at once (often the page's largest paint), the others
 * when scrolled near. A later grid's first row is below the first screen.
 */
const LEAD_TILES = 2;

/**
 * The grid of tiles, two columns on phones and up to five on wide screens; `compact` makes them one-line rows on
 * phones. Drawn on the server for a few tiles (a product page's similar products), in the browser from packed tiles
 * for a whole listing (tile-grid.tsx), where the payload would otherwise carry 24 tiles' element trees.
 */
export function TileList({
  tiles,
  label,
  compact,
  firstOnPage = true,
}: {
  tiles: TileData[];
  label?: string;
  compact: boolean;
  /** The page's first grid, whose first row is in the first screen; a later grid's photos all wait until scrolled near. */
  firstOnPage?: boolean;
}) {
  const lead = firstOnPage ? LEAD_TILES : 0;
  return (
    <ul aria-label={label} className={compact ? "tile-grid tile-grid-compact" : "tile-grid"} data-testid="product-grid">
      {tiles.map((tile, index) => (
        <ProductTile key={tile.id} tile={tile} compact={compact} lead={index < lead} />
      ))}
    </ul>
  );
}
