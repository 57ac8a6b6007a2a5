import { deletePushSubscription, savePushSubscription } from "@/domains/push/subscriptions";
import { subscribeBodySchema, unsubscribeBodySchema } from "@/domains/push/subscription-input";
import { apiRoute } from "@/platform/http/api-route";

export const dynamic = "force-dynamic";

const subscribeBody = subscribeBodySchema({ production: process.env.NODE_ENV === "production" });

export const POST = apiRoute({ access: "user", body: subscribeBody }, async ({ user, body }) => {
  await savePushSubscription({ userId: user.id, body });
  return { success: true };
});

export const DELETE = apiRoute({ access: "user", body: unsubscribeBodySchema }, async ({ user, body }) => {
  await deletePushSubscription({ userId: user.id, endpoint: body.endpoint });
  return { success: true };
});
