import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/platform/config";
import { badRequest } from "@/platform/errors";
import { reencodeAsWebp, type ImageType } from "@/platform/images/reencode-image";
import { MAX_PRODUCT_IMAGE_BYTES } from "./product-image-limit";

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
  const webp = await reencodeAsWebp(bytes, { maxSide: MAX_SIDE });
  const name = `${createHash("sha256").update(webp).digest("hex").slice(0, 24)}.webp`;
  await mkdir(uploadDir(), { recursive: true });
  await writeFile(path.join(uploadDir(), name), webp);
  return { url: `/media/products/${name}` };
}

/** An uploaded image's bytes and type, or null for any name that is not one of ours. */
export async function readProductImage({ name }: { name: string }): Promise<{ bytes: Buffer; type: string } | null> {
  const match = /^[0-9a-f]{24}\.(jpg|png|webp)$/.exec(name);
  if (!match) return null;
  const bytes = await readFile(path.join(uploadDir(), name)).catch(() => null);
  return bytes ? { bytes, type: TYPES[match[1] as ImageType] } : null;
}
