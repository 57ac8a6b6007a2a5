import { z } from "zod";
import { jsonRowId } from "@/platform/http/row-id";
import { setProductsVisible } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

const body = z.object({
  ids: z.array(jsonRowId()).min(1, "상품을 하나 이상 선택해 주세요.").max(500, "한 번에 500개까지 바꿀 수 있습니다."),
  visible: z.boolean("노출 여부가 필요합니다."),
});

/** Shows or hides products (bulk action): `{ changed }`. */
export const POST = apiRoute({ access: "admin", body }, async ({ user, body }) =>
  setProductsVisible({ actor: user, ids: body.ids, visible: body.visible }),
);
