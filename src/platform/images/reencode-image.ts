import sharp from "sharp";
import { badRequest } from "@/platform/errors";

/** Decoding stops before this many pixels: a 20000×20000 "bomb" costs nothing (40 MP is a large phone photo). */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageType = "jpg" | "png" | "webp";

/** The image type from the file's first bytes (never from its name or the browser's claim). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * An uploaded JPEG/PNG/WebP decoded and encoded again as WebP, at most `maxSide` px a side, upright, metadata
 * dropped: whatever else the file carried (HTML after a PNG header, a decompression bomb) is refused or gone.
 * Refuses (400, Korean) anything else.
 */
export async function reencodeAsWebp(bytes: Uint8Array, { maxSide }: { maxSide: number }): Promise<Buffer> {
  if (bytes.byteLength === 0) throw badRequest("이미지 파일을 선택해 주세요.", "empty_image");
  if (!sniffImageType(bytes)) throw badRequest("JPEG, PNG, WebP 이미지만 올릴 수 있습니다.", "image_type");
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw badRequest("이미지를 읽을 수 없습니다. 다른 파일을 골라 주세요.", "image_unreadable");
    });
}
