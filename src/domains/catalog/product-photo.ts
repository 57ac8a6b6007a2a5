/**
 * Product photos the site serves itself (admin uploads, demo bottles): `/media/products/<content hash>.<type>`.
 * A shop's own picture URL (kept when discovery registers a product) is not shown: the CSP admits only our
 * images, and the product keeps its drawn stand-in until an admin uploads one.
 */
const OWN_PHOTO = /^\/media\/products\/([0-9a-f]{24}\.(?:webp|jpg|png))$/;

/** The widths the media route scales a photo to (`?w=`), every other width is refused. */
export const PHOTO_WIDTHS = [240, 480, 640] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The stored file name of a product's photo, or undefined when it has none of ours. */
export function ownPhotoName(imageUrl: string | null): string | undefined {
  return (imageUrl && OWN_PHOTO.exec(imageUrl)?.[1]) || undefined;
}

/** `{ photo }` for a product with a photo of ours, else nothing: the tile and summary data leave absent keys out. */
export function withPhoto(imageUrl: string | null): { photo?: string } {
  const photo = ownPhotoName(imageUrl);
  return photo ? { photo } : {};
}

export function photoSrc(name: string, width: PhotoWidth): string {
  return `/media/products/${name}?w=${width}`;
}
