import "server-only";
import { badRequest } from "@/platform/errors";
import { unsubscribeFromEmailAlerts } from "./email-alert-preferences";
import { memberOfUnsubscribeToken } from "./unsubscribe-token";

/** The mail's unsubscribe link: a valid signed token turns every e-mail alert of its member off. */
export async function unsubscribeWithToken({ token }: { token: string }): Promise<void> {
  const userId = memberOfUnsubscribeToken(token);
  if (!userId) throw badRequest("수신 거부 링크가 올바르지 않습니다.", "invalid_token");
  await unsubscribeFromEmailAlerts({ userId });
}
