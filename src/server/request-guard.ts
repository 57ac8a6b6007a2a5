import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_PRODUCT_IMAGE_BYTES } from "@/domains/catalog/product-image-limit";
import { MAX_COMMUNITY_IMAGE_BYTES } from "@/domains/community/community-image-limit";
import { uploadBodyLimit } from "@/platform/http/upload-limit";
import { answerRefusal } from "./error-page";

/** Next's own server-action limit; no other route takes more. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Image uploads take what their route allows (each route checks its own limit again). */
const UPLOAD_BODY_BYTES: Record<string, number> = {
  "/api/community/images": uploadBodyLimit(MAX_COMMUNITY_IMAGE_BYTES),
  "/api/admin/products/image": uploadBodyLimit(MAX_PRODUCT_IMAGE_BYTES),
};
const MB = 1024 * 1024;

function hasMalformedPath(url: string): boolean {
  const path = url.split("?")[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Refuses, before routing, what would otherwise reach a route as an exception: a path whose
 * percent-encoding is not UTF-8 (`%FF`, overlong `%C0%AF`), a body over 1 MB (an image upload: its route's
 * limit), or a body of unknown
 * length (chunked uploads could not be capped before Next reads them), a NUL (`%00`) in the path or query.
 * Answers true when it did.
 */
export function refuseBadRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  if (!url.startsWith("/") || hasMalformedPath(url)) {
    answerRefusal({ req, res, status: 400, code: "malformed_url", message: "주소의 형식이 올바르지 않습니다. 주소를 확인해 주세요." });
    return true;
  }
  // PostgreSQL refuses 0x00 in text: a NUL in a path or query could only end in a 500.
  if (/%00/.test(url)) {
    answerRefusal({ req, res, status: 400, code: "invalid_input", message: "주소에 사용할 수 없는 문자(NUL)가 들어 있습니다." });
    return true;
  }
  const length = req.headers["content-length"];
  const limit = UPLOAD_BODY_BYTES[url.split("?")[0]!] ?? MAX_BODY_BYTES;
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > limit)) {
    const message = `보낸 내용이 너무 큽니다 (최대 ${Math.floor(limit / MB)}MB).`;
    answerRefusal({ req, res, status: 413, code: "body_too_large", message });
    return true;
  }
  if (length === undefined && req.headers["transfer-encoding"] !== undefined) {
    answerRefusal({ req, res, status: 411, code: "length_required", message: "요청 본문의 길이를 알 수 없습니다." });
    return true;
  }
  return false;
}
