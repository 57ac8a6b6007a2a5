import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { MAX_PRODUCT_IMAGE_BYTES, readProductImage, saveProductImage, sniffImageType } from "./product-images";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "images-"));
  process.env.DATA_DIR = dataDir;
  resetConfigForTests();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("product images", () => {
  it("know the type from the bytes, not the name", () => {
    expect(sniffImageType(png)).toBe("png");
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(sniffImageType(new TextEncoder().encode("RIFF....WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
  });

  it("are stored under DATA_DIR by content and served back; others refused in Korean", async () => {
    const { url } = await saveProductImage({ bytes: png });
    expect(url).toMatch(/^\/media\/products\/[0-9a-f]{24}\.png$/);
    const stored = await readProductImage({ name: url.split("/").at(-1)! });
    expect(stored?.type).toBe("image/png");
    expect(Uint8Array.from(stored!.bytes)).toEqual(png);
    expect(await readProductImage({ name: "../../etc/passwd" })).toBeNull();
    await expect(saveProductImage({ bytes: new TextEncoder().encode("GIF89a") })).rejects.toThrow(
      "JPEG, PNG, WebP 이미지만 올릴 수 있습니다.",
    );
    const huge = new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1);
    huge.set(png);
    await expect(saveProductImage({ bytes: huge })).rejects.toThrow("이미지는 2MB 이하만 올릴 수 있습니다.");
  });
});
