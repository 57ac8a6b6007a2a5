import { MAX_PRODUCT_IMAGE_BYTES } from "@/domains/catalog/product-image-limit";
import { saveProductImage } from "@/domains/catalog/product";
import { badRequest } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";
import { uploadBodyLimit } from "@/platform/http/upload-limit";

/** Uploads a product image (multipart field `file`; JPEG/PNG/WebP by its bytes, at most 2 MB, re-encoded): `{ url }`. */
export const POST = apiRoute({ access: "admin" }, async ({ req }) => {
  if (Number(req.headers.get("content-length") ?? 0) > uploadBodyLimit(MAX_PRODUCT_IMAGE_BYTES))
    throw badRequest("이미지는 2MB 이하만 올릴 수 있습니다.", "image_too_large");
  const form = await req.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob)) throw badRequest("이미지 파일을 선택해 주세요.", "no_file");
  return saveProductImage({ bytes: new Uint8Array(await file.arrayBuffer()) });
});
