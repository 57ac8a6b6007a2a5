import { ownPhotoName, photoSrc } from "../product-photo";

/**
 * A row's small photo: ours at the media route's smallest copy, else an empty square. A shop's picture URL (kept when
 * discovery registers a product) is not shown, as on the site: the CSP admits only our images.
 */
export function AdminRowPhoto({ imageUrl }: { imageUrl: string | null }) {
  const photo = ownPhotoName(imageUrl);
  if (!photo) return <span aria-hidden className="h-8 w-8 shrink-0 rounded border border-dashed border-gray-200 bg-gray-50" />;
  // eslint-disable-next-line @next/next/no-img-element -- a 2rem admin thumbnail of the media route's scaled copy
  return <img src={photoSrc(photo, 240)} alt="" loading="lazy" className="h-8 w-8 shrink-0 rounded border border-gray-200 object-cover" />;
}
