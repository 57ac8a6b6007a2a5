import { readProductImage } from "@/domains/catalog/product";
import { PHOTO_WIDTHS } from "@/domains/catalog/product-photo";

/** Serves an uploaded product image, whole or scaled to one of the photo widths (`?w=480`); names are content hashes, so they never change. */
export async function GET(req: Request, { params }: { params: Promise<{ name: string }> }) {
  const asked = new URL(req.url).searchParams.get("w");
  const width = PHOTO_WIDTHS.find((w) => String(w) === asked);
  if (asked !== null && !width) return new Response("Not found", { status: 404 });
  const image = await readProductImage({ name: (await params).name, width });
  if (!image) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: { "content-type": image.type, "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
}
