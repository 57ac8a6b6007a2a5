import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/platform/config";
import { badRequest } from "@/platform/errors";

export const MAX_PRODUCT_IMAGE_BYTES = 2 * 1024 * 1024;
const TYPES = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
type Extension = keyof typeof TYPES;

/** The image type from the file's first bytes (never from its name or the browser's claim). */
export function sniffImageType(bytes: Uint8Array): Extension | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

const uploadDir = () => path.resolve(getConfig().DATA_DIR, "uploads", "products");

/** Stores an uploaded product image under DATA_DIR, named by its content; answers the URL it is served at. */
export async function saveProductImage({ bytes }: { bytes: Uint8Array }): Promise<{ url: string }> {
  if (bytes.byteLength === 0) throw badRequest("이미지 파일을 선택해 주세요.", "empty_image");
  if (bytes.byteLength > MAX_PRODUCT_IMAGE_BYTES) throw badRequest("이미지는 2MB 이하만 올릴 수 있습니다.", "image_too_large");
  const type = sniffImageType(bytes);
  if (!type) throw badRequest("JPEG, PNG, WebP 이미지만 올릴 수 있습니다.", "image_type");
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 24)}.${type}`;
  await mkdir(uploadDir(), { recursive: true });
  await writeFile(path.join(uploadDir(), name), bytes);
  return { url: `/media/products/${name}` };
}

/** An uploaded image's bytes and type, or null for any name that is not one of ours. */
export async function readProductImage({ name }: { name: string }): Promise<{ bytes: Buffer; type: string } | null> {
  const match = /^[0-9a-f]{24}\.(jpg|png|webp)$/.exec(name);
  if (!match) return null;
  const bytes = await readFile(path.join(uploadDir(), name)).catch(() => null);
  return bytes ? { bytes, type: TYPES[match[1] as Extension] } : null;
}
