import { ownPhotoName, photoSrc, type PhotoWidth } from "./product-photo";

/** The flavour family's colours (product-thumb.css); other flavours get the brand's. */
const TONES: Record<string, string> = {
  과일: "tone-fruit",
  베리: "tone-berry",
  연초: "tone-tobacco",
  디저트: "tone-dessert",
  음료: "tone-drink",
  멘솔: "tone-menthol",
  캔디: "tone-candy",
};

/**
 * Where a picture sits: a grid tile (half a phone, at most 240 px beside the filters) or a compact one, the product page's top (6rem on
 * phones, 280 px from md) or a list row's small square. Its widths and `sizes` let the browser fetch the
 * smallest scaled copy that stays sharp on a dense screen.
 */
const PLACES = {
  tile: { widths: [240, 480], sizes: "(min-width:1024px) 240px,50vw" },
  /** A compact tile: a row's 6rem square on phones, a card of the grid's 3, 4 or 5 columns from the small breakpoint. */
  compactTile: { widths: [240, 480], sizes: "(min-width:1024px) 240px,(min-width:768px) 25vw,(min-width:640px) 33vw,96px" },
  hero: { widths: [240, 640], sizes: "(min-width:768px) 280px,96px" },
  row: { widths: [240], sizes: "56px" },
} satisfies Record<string, { widths: PhotoWidth[]; sizes: string }>;

/**
 * A product's photo when it has one of ours (`photo`, the stored file name), else a drawn stand-in: the flavour family's
 * colours, the name's first letter and the volume. The photo is square with its size stated (no layout shift), drawn over
 * the same colours while it loads, and lazy unless `eager`.
 */
export function ProductThumb({
  name,
  flavor,
  volumeMl,
  photo,
  place = "tile",
  eager = place === "hero",
}: {
  name: string;
  /** The first flavour tag. */
  flavor: string | undefined;
  volumeMl: number;
  photo?: string | undefined;
  place?: keyof typeof PLACES;
  /** Load at once rather than when scrolled near: the page's main picture, a grid's first tiles. */
  eager?: boolean;
}) {
  const tone = `thumb ${TONES[flavor ?? ""] ?? "tone-brand"}${place === "hero" ? " thumb-lg" : ""}`;
  if (photo) {
    const { widths, sizes } = PLACES[place];
    const hero = place === "hero";
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the media route already scales (srcset of 2); next/image's many-width srcset costs ~0.5 KB more a tile
      <img
        className={tone}
        src={photoSrc(photo, widths[widths.length - 1]!)}
        srcSet={widths.length > 1 ? widths.map((w) => `${photoSrc(photo, w)} ${w}w`).join(",") : undefined}
        sizes={widths.length > 1 ? sizes : undefined}
        width={480}
        height={480}
        alt={`${name} 제품 사진`}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={hero ? "high" : undefined}
      />
    );
  }
  const letter = name
    .replace(/^(쿨|아이스|프로즌)\s+/, "")
    .trim()
    .charAt(0);
  return (
    <div aria-hidden className={tone}>
      <b>{letter}</b>
      <i>{`${volumeMl}ml`}</i>
    </div>
  );
}

/** A list row's small square picture (ranking, wishlist) of a product as its card row has it. */
export function ProductRowThumb({
  product,
}: {
  product: { name: string; flavorTags: string[]; volumeMl: number; imageUrl: string | null };
}) {
  return (
    <div className="w-14 shrink-0 overflow-hidden rounded-lg">
      <ProductThumb
        name={product.name}
        flavor={product.flavorTags[0]}
        volumeMl={product.volumeMl}
        photo={ownPhotoName(product.imageUrl)}
        place="row"
      />
    </div>
  );
}
