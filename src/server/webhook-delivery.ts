import type { BackgroundServiceStarter } from "@/platform/background-service";

/**
 * Webhook delivery, and the one notice its member gets when a webhook is paused: webhooks stand below notifications
 * (DOMAIN_ORDER), so the pause notice is composed here, through the notifications domain's own pipeline.
 */
export const startWebhookDeliveries: BackgroundServiceStarter = async ({ topology }) => {
  const { startWebhookDelivery } = await import("@/domains/webhooks/webhook-service");
  const { notifyMembers } = await import("@/domains/notifications/notice-pipeline");
  return startWebhookDelivery({
    topology,
    tellPaused: (notice) => notifyMembers({ notices: [notice], pushTitle: "액상픽 웹훅 알림" }),
  });
};
