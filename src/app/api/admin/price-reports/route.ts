import { z } from "zod";
import { decidePriceReports } from "@/app/admin/_data/decide-price-reports";
import { apiRoute } from "@/platform/http/api-route";
import { MAX_ROW_ID } from "@/platform/http/row-id";

const decisionInput = z.object({
  offerId: z.number().int().positive().max(MAX_ROW_ID),
  decision: z.enum(["fixed", "dismiss"], "처리 방법을 골라 주세요."),
});

/** An admin's decision on an offer's open 가격 오류 신고: 수정됨 (members who reported it are told) or 문제 없음. */
export const POST = apiRoute({ access: "admin", body: decisionInput }, async ({ user, body }) =>
  decidePriceReports({ actor: user, ...body }),
);
