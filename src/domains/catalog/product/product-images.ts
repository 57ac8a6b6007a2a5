import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getConfig } from "@/platform/config";
import { badRequest } from "@/platform/errors";
import { reencodeAsWebp, type ImageType } from "@/platform/images/reencode-image";
import { MAX_PRODUCT_IMAGE_BYTES } from "../product-image-limit";
import { PHOTO_WIDTHS, type PhotoWidth } from "../product-photo";

/** Product pages show images at most 640 px wide (2× for dense screens). */
const MAX_SIDE = 1280;
// Images stored before re-encoding may still be JPEG or PNG.
const TYPES: Record<ImageType, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

const uploadDir = () => path.resolve(getConfig().DATA_DIR, "uploads", "products");

/**
 * Stores an uploaded product image under DATA_DIR, decoded and re-encoded as WebP like community images (pixel
 * limit, longest side), named by content; answers the URL it is served at.
 */
export async function saveProductImage({ bytes }: { bytes: Uint8Array }): Promise<{ url: string }> {
  if (bytes.byteLength > MAX_PRODUCT_IMAGE_BYTES) throw badRequest("이미지는 2MB 이하만 올릴 수 있습니다.", "image_too_large");
  return storeGeneratedProductImage({ webp: await reencodeAsWebp(bytes, { maxSide: MAX_SIDE }) });
}

/**
 * Stores a WebP the site made itself (a demo bottle) as an upload is stored, without decoding it again, and its
 * smallest copy at once: a fresh demo's first pages (40 ranking rows, a grid of tiles) then scale nothing.
 */
export async function storeGeneratedProductImage({ webp }: { webp: Buffer }): Promise<{ url: string }> {
  const name = `${createHash("sha256").update(webp).digest("hex").slice(0, 24)}.webp`;
  await mkdir(uploadDir(), { recursive: true });
  await writeFile(path.join(uploadDir(), name), webp);
  await readProductImage({ name, width: PHOTO_WIDTHS[0] });
  return { url: `/media/products/${name}` };
}

/**
 * An uploaded image's bytes and type, or null for any name that is not one of ours. With `width`, the image scaled
 * down to that width as WebP (a tile needs 480 px, not the 1280 px upload), made once and kept beside it.
 */
export async function readProductImage({
  name,
  width,
}: {
  name: string;
  width?: PhotoWidth | undefined;
}): Promise<{ bytes: Buffer; type: string } | null> {
  const match = /^([0-9a-f]{24})\.(jpg|png|webp)$/.exec(name);
  if (!match) return null;
  const original = await readFile(path.join(uploadDir(), name)).catch(() => null);
  if (!original) return null;
  if (!width) return { bytes: original, type: TYPES[match[2] as ImageType] };
  return { bytes: await scaledCopy(original, `${match[1]}.w${width}.webp`, width), type: TYPES.webp };
}

async function scaledCopy(original: Buffer, name: string, width: PhotoWidth): Promise<Buffer> {
  const file = path.join(uploadDir(), name);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const image = sharp(original);
  // Nothing to scale (a 480 px demo bottle asked for at 480 or 640): the stored WebP itself, without encoding it again.
  const { width: stored, format } = await image.metadata();
  if (format === "webp" && stored !== undefined && stored <= width) return original;
  const scaled = await image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  // Written aside and renamed: a request at the same moment reads the whole file or none.
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, scaled);
  await rename(temporary, file);
  return scaled;
}
