import { MAX_COMMUNITY_IMAGE_BYTES } from "@/domains/community/community-image-limit";
import { saveCommunityImage } from "@/domains/community/community-images";
import { assertMayWrite } from "@/domains/community/write-guard";
import { badRequest } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";
import { uploadBodyLimit } from "@/platform/http/upload-limit";

/** Uploads an image for a post (multipart field `file`; JPEG/PNG/WebP by its bytes, ≤ 5 MB, re-encoded) → `{ url }`. */
export const POST = apiRoute({ access: "user" }, async ({ req, user }) => {
  if (Number(req.headers.get("content-length") ?? 0) > uploadBodyLimit(MAX_COMMUNITY_IMAGE_BYTES))
    throw badRequest("이미지는 5MB 이하만 올릴 수 있습니다.", "image_too_large");
  await assertMayWrite({ user, action: "image", texts: [] });
  const form = await req.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob)) throw badRequest("이미지 파일을 선택해 주세요.", "no_file");
  return saveCommunityImage({ bytes: new Uint8Array(await file.arrayBuffer()) });
});
