import { readProductImage } from "@/domains/catalog/product-images";

/** Serves an uploaded product image; names are content hashes, so they never change. */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const image = await readProductImage({ name: (await params).name });
  if (!image) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: { "content-type": image.type, "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
}
