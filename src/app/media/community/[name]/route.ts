import { readCommunityImage } from "@/domains/community/community-images";
import { MEDIA_CONTENT_SECURITY_POLICY } from "@/platform/http/security-headers";

/** Serves a community image: always WebP we encoded ourselves, never sniffed, never scripted. */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const bytes = await readCommunityImage({ name: (await params).name });
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": MEDIA_CONTENT_SECURITY_POLICY,
    },
  });
}
