import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { sniffImageType } from "@/platform/images/reencode-image";
import { MAX_PRODUCT_IMAGE_BYTES } from "../product-image-limit";
import { readProductImage, saveProductImage } from "./product-images";

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "images-"));
  process.env.DATA_DIR = dataDir;
  resetConfigForTests();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();

/** A real small PNG whose header claims `side`×`side` pixels (the IHDR chunk rewritten, its CRC fixed). */
async function pngBomb(side: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(4, 4));
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe("product images", () => {
  it("know the type from the bytes, not the name", async () => {
    expect(sniffImageType(await pngOf(2, 2))).toBe("png");
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(sniffImageType(new TextEncoder().encode("RIFF....WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
  });

  it("are decoded and stored re-encoded as WebP, at most 1280 px a side, and served back", async () => {
    const { url } = await saveProductImage({ bytes: await pngOf(3000, 600) });
    expect(url).toMatch(/^\/media\/products\/[0-9a-f]{24}\.webp$/);
    const stored = await readProductImage({ name: url.split("/").at(-1)! });
    expect(stored?.type).toBe("image/webp");
    expect(await sharp(stored!.bytes).metadata()).toMatchObject({ format: "webp", width: 1280, height: 256 });
    expect(await readProductImage({ name: "../../etc/passwd" })).toBeNull();
  });

  it("are served scaled down to a photo width, as WebP, the same bytes each time; never enlarged", async () => {
    const { url } = await saveProductImage({ bytes: await pngOf(1000, 1000) });
    const name = url.split("/").at(-1)!;
    const tile = await readProductImage({ name, width: 480 });
    expect(tile?.type).toBe("image/webp");
    expect(await sharp(tile!.bytes).metadata()).toMatchObject({ format: "webp", width: 480, height: 480 });
    expect((await readProductImage({ name, width: 480 }))!.bytes.equals(tile!.bytes)).toBe(true);
    const small = await saveProductImage({ bytes: await pngOf(300, 300) });
    const smallName = small.url.split("/").at(-1)!;
    const kept = await readProductImage({ name: smallName, width: 640 });
    expect(await sharp(kept!.bytes).metadata()).toMatchObject({ width: 300, height: 300 });
    // Nothing to scale: the stored WebP itself, not a second encoding of it.
    expect(kept!.bytes.equals((await readProductImage({ name: smallName }))!.bytes)).toBe(true);
  });

  it("refuse in Korean what is no image: a 20000×20000 PNG bomb, a PNG header followed by HTML, other types, oversize", async () => {
    await expect(saveProductImage({ bytes: await pngBomb(20_000) })).rejects.toMatchObject({ status: 400, code: "image_unreadable" });
    const html = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<html><script>alert(1)</script>"),
    ]);
    await expect(saveProductImage({ bytes: html })).rejects.toMatchObject({ status: 400, code: "image_unreadable" });
    await expect(saveProductImage({ bytes: new TextEncoder().encode("GIF89a") })).rejects.toThrow(
      "JPEG, PNG, WebP 이미지만 올릴 수 있습니다.",
    );
    const huge = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1);
    huge.set(await pngOf(2, 2));
    await expect(saveProductImage({ bytes: huge })).rejects.toThrow("이미지는 2MB 이하만 올릴 수 있습니다.");
  });
});
