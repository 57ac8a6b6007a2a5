// What a tile draws, and its packed form for the RSC payload: the client's side of the tiles, without the server's
// derivation (tile-data.ts), so a page's JavaScript carries neither the labels nor the price rules.

/**
 * What a tile draws, derived on the server from the card row (~0.5 KB in the RSC payload, where a packed tile
 * is ~0.1 KB); keys that are absent rather than null or false.
 */
export type TileData = {
  id: number;
  name: string;
  maker: string;
  /** `입호흡 · 30ml · 솔트 6mg` */
  line: string;
  /** The first flavour tag: the picture stand-in's colours. */
  flavor?: string;
  /** The stored photo's file name (ownPhotoName); absent: the drawn stand-in. */
  photo?: string;
  ml: number;
  /** All-in lowest price (the headline) and the shop price alone; absent when nothing was observed. */
  total?: number;
  shop?: number;
  perMl?: number;
  /** Shops selling it now (buyable offers), as compare and the product page count them. */
  shops: number;
  soldOut?: true;
  /** ▼n%: the all-in lowest price's drop in the last week. */
  drop?: number;
  /** 평소보다 낮음: today's lowest is below its 90-day typical range. */
  usualLow?: true;
  rating?: { average: number; count: number };
};

/**
 * A tile as the RSC payload carries it: positional, so a grid's 24 tiles send no key names (~0.1 KB per tile
 * instead of ~0.2 KB). Absent values are null; the trailing optional ones are left off.
 */
export type PackedTile = [
  id: number,
  name: string,
  maker: string,
  line: string,
  flavor: string | null,
  photo: string | null,
  ml: number,
  total: number | null,
  shop: number | null,
  perMl: number | null,
  shops: number,
  /** Bit 1: sold out; bit 2: 평소보다 낮음. */
  flags?: number,
  drop?: number | null,
  ratingAverage?: number,
  ratingCount?: number,
];

export function packTile(tile: TileData): PackedTile {
  const packed: PackedTile = [
    tile.id,
    tile.name,
    tile.maker,
    tile.line,
    tile.flavor ?? null,
    tile.photo ?? null,
    tile.ml,
    tile.total ?? null,
    tile.shop ?? null,
    tile.perMl ?? null,
    tile.shops,
  ];
  const flags = (tile.soldOut ? 1 : 0) | (tile.usualLow ? 2 : 0);
  if (flags || tile.drop || tile.rating) packed.push(flags, tile.drop ?? null);
  if (tile.rating) packed.push(tile.rating.average, tile.rating.count);
  return packed;
}

export function unpackTile([
  id,
  name,
  maker,
  line,
  flavor,
  photo,
  ml,
  total,
  shop,
  perMl,
  shops,
  flags = 0,
  drop,
  average,
  count,
]: PackedTile): TileData {
  return {
    id,
    name,
    maker,
    line,
    ...(flavor !== null ? { flavor } : {}),
    ...(photo !== null ? { photo } : {}),
    ml,
    ...(total !== null ? { total } : {}),
    ...(shop !== null ? { shop } : {}),
    ...(perMl !== null ? { perMl } : {}),
    shops,
    ...(flags & 1 ? { soldOut: true as const } : {}),
    ...(drop ? { drop } : {}),
    ...(flags & 2 ? { usualLow: true as const } : {}),
    ...(average !== undefined && count !== undefined ? { rating: { average, count } } : {}),
  };
}
