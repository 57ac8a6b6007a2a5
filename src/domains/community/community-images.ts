import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/platform/config";
import { badRequest } from "@/platform/errors";
import { reencodeAsWebp } from "@/platform/images/reencode-image";
import { MAX_COMMUNITY_IMAGE_BYTES } from "./community-image-limit";

const MAX_SIDE = 1600;

const uploadDir = () => path.resolve(getConfig().DATA_DIR, "uploads", "community");

/**
 * Stores a member's image: JPEG/PNG/WebP by its first bytes, decoded and re-encoded as WebP (at most
 * 1600 px a side, metadata dropped), so whatever else the file carried is gone. Named by content.
 */
export async function saveCommunityImage({ bytes }: { bytes: Uint8Array }): Promise<{ url: string }> {
  if (bytes.byteLength > MAX_COMMUNITY_IMAGE_BYTES) throw badRequest("이미지는 5MB 이하만 올릴 수 있습니다.", "image_too_large");
  const webp = await reencodeAsWebp(bytes, { maxSide: MAX_SIDE });
  const name = `${createHash("sha256").update(webp).digest("hex").slice(0, 24)}.webp`;
  await mkdir(uploadDir(), { recursive: true });
  await writeFile(path.join(uploadDir(), name), webp);
  return { url: `/media/community/${name}` };
}

/** An uploaded image's bytes, or null for any name that is not one of ours. */
export async function readCommunityImage({ name }: { name: string }): Promise<Buffer | null> {
  if (!/^[0-9a-f]{24}\.webp$/.test(name)) return null;
  return readFile(path.join(uploadDir(), name)).catch(() => null);
}
