import { processSlot } from "@/platform/process-slots";
import type { WebhookEndpointRow } from "./schema";

/** The bell notice a member gets when their webhook is paused (a kind of its own, so no kind switch hides it). */
export type WebhookPauseNotice = { userId: string; kind: "webhook_paused"; content: string; url: string };
type PauseListener = (notice: WebhookPauseNotice) => Promise<void>;

const listener = processSlot<PauseListener>("webhookPauseListener");

/**
 * Who tells a member: the notifications domain stands above this one (DOMAIN_ORDER), so the composition root
 * registers its notifyMembers here (src/server/webhook-delivery.ts). Returns the unregistering function.
 */
export function onWebhookPaused(tell: PauseListener): () => void {
  listener.set(tell);
  return () => {
    if (listener.get() === tell) listener.set(undefined);
  };
}

export function webhookPauseNotice(endpoint: Pick<WebhookEndpointRow, "userId" | "url">): WebhookPauseNotice {
  const host = URL.canParse(endpoint.url) ? new URL(endpoint.url).host : endpoint.url;
  return {
    userId: endpoint.userId,
    kind: "webhook_paused",
    content: `웹훅(${host}) 전송이 계속 실패해 일시 중지했습니다. 프로필에서 주소를 확인하고 다시 켜 주세요.`,
    url: "/profile#webhooks",
  };
}

/** Hands the notice to the registered listener; false when none is registered (then it is only logged by the caller). */
export async function tellWebhookPaused(endpoint: WebhookEndpointRow): Promise<boolean> {
  const tell = listener.get();
  if (!tell) return false;
  await tell(webhookPauseNotice(endpoint));
  return true;
}
