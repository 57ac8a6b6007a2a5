import "server-only";
import { MAX_WEBHOOKS_PER_MEMBER } from "./webhook-endpoints";
import { listWebhookViews } from "./webhook-settings";
import { WebhooksCard } from "./webhooks-card";
import "./withdrawal-cleanup";

/** /profile's 웹훅 알림 card for the signed-in member. */
export async function WebhooksSection({ userId }: { userId: string }) {
  return <WebhooksCard webhooks={await listWebhookViews({ userId })} limit={MAX_WEBHOOKS_PER_MEMBER} />;
}
