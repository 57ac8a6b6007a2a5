import { getDb } from "@/platform/db/client";
import { pushSubscriptions } from "@/domains/push/schema";
import { createBrowserPushKeys } from "./push-factories";

/** A stored subscription of `userId` at `endpoint`, with the browser-side keys that can decrypt what it receives. */
export async function createPushSubscription({ userId, endpoint }: { userId: string; endpoint: string }) {
  const keys = createBrowserPushKeys();
  const [row] = await getDb()
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: "test" })
    .returning();
  return { row: row!, keys };
}
