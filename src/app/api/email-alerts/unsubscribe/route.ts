import { z } from "zod";
import { unsubscribeWithToken } from "@/domains/email-alerts/unsubscribe-with-token";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({ token: z.string("수신 거부 링크가 올바르지 않습니다.").min(1, "수신 거부 링크가 올바르지 않습니다.").max(200) });

/** One-click unsubscribe (RFC 8058: the mail's List-Unsubscribe URL, POSTed by the mail app, or the page's button). */
export const POST = apiRoute({ access: "public", query }, async ({ query }) => {
  await unsubscribeWithToken({ token: query.token });
  return { ok: true, message: "이메일 알림 수신을 거부했습니다." };
});
