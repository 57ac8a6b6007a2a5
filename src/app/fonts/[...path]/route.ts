import { z } from "zod";
import { notFound } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";
import { readPretendardAsset } from "@/ui/fonts/pretendard-asset";

/** The self-hosted Pretendard stylesheet and subsets; versioned paths, so cached for a year. */
export const GET = apiRoute({ access: "public", params: z.object({ path: z.array(z.string().max(80)).max(3) }) }, async ({ params }) => {
  const asset = await readPretendardAsset(params.path);
  if (!asset) throw notFound("글꼴 파일을 찾을 수 없습니다.");
  return new Response(new Uint8Array(asset.body), {
    headers: { "content-type": asset.contentType, "cache-control": "public, max-age=31536000, immutable" },
  });
});
