/** Every way a push enrolment can end. */
export type PushEnrolmentOutcome =
  | "in-progress"
  | "browser-no-support"
  | "permission-denied"
  | "permission-error"
  | "push-not-supported"
  | "missing-vapid-key"
  | "server-error"
  | "subscription-error"
  | "success";

export type PushEnrolmentResult =
  { outcome: Exclude<PushEnrolmentOutcome, "success"> } | { outcome: "success"; alreadySubscribed: boolean };

export const SUBSCRIBE_PATH = "/api/notifications/push/subscribe";
/** Fired on window when this browser's subscription was made or dropped, so every view of it can update. */
export const PUSH_SUBSCRIPTION_CHANGE_EVENT = "aeksangpick:push-subscription-change";
export const SERVICE_WORKER_PATH = "/sw.js";

/** Support needs all three: Notification, service worker and PushManager. */
export function browserSupportsPush(): boolean {
  return typeof window !== "undefined" && "Notification" in window && "serviceWorker" in navigator && "PushManager" in window;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + "=".repeat((4 - (text.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(existing: PushSubscription, key: Uint8Array): boolean {
  const current = existing.options.applicationServerKey;
  return !current || new Uint8Array(current).every((byte, i) => byte === key[i]);
}

/** The page's service worker registration, once it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
  return navigator.serviceWorker.ready;
}

async function subscribeBrowser(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for an older server key cannot receive our pushes any more.
  if (existing && sameKey(existing, key)) return { subscription: existing, alreadySubscribed: true };
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { subscription, alreadySubscribed: false };
}

/**
 * Asks for notification permission, subscribes this browser to push with the server's public key
 * and registers the subscription for the signed-in member. Never throws: every end is an outcome.
 */
export async function enrolPush({ vapidPublicKey }: { vapidPublicKey: string | null }): Promise<PushEnrolmentResult> {
  if (!browserSupportsPush()) return { outcome: "browser-no-support" };
  if (!vapidPublicKey) return { outcome: "missing-vapid-key" };
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    return { outcome: "permission-error" };
  }
  if (permission !== "granted") return { outcome: "permission-denied" };
  let registration: ServiceWorkerRegistration;
  try {
    registration = await registerServiceWorker();
  } catch {
    return { outcome: "push-not-supported" };
  }
  if (!registration.pushManager) return { outcome: "push-not-supported" };
  let subscribed: Awaited<ReturnType<typeof subscribeBrowser>>;
  try {
    subscribed = await subscribeBrowser(registration, base64UrlToBytes(vapidPublicKey));
  } catch {
    return { outcome: "subscription-error" };
  }
  try {
    const response = await fetch(SUBSCRIBE_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subscription: subscribed.subscription.toJSON(), userAgent: navigator.userAgent }),
    });
    if (!response.ok) return { outcome: "server-error" };
  } catch {
    return { outcome: "server-error" };
  }
  window.dispatchEvent(new Event(PUSH_SUBSCRIPTION_CHANGE_EVENT));
  return { outcome: "success", alreadySubscribed: subscribed.alreadySubscribed };
}

let running = false;

/** enrolPush, one at a time per page: a call while one runs answers "in-progress" and changes nothing. */
export async function enrolPushOnce({
  vapidPublicKey,
  onStart,
}: {
  vapidPublicKey: string | null;
  onStart?: () => void;
}): Promise<PushEnrolmentResult> {
  if (running) return { outcome: "in-progress" };
  running = true;
  onStart?.();
  try {
    return await enrolPush({ vapidPublicKey });
  } finally {
    running = false;
  }
}

/**
 * Stops push to this browser: tells the server (while the session still lets it) and drops the
 * browser's subscription, which also ends it at the push service if the server call failed.
 */
export async function unsubscribePush(): Promise<void> {
  if (!browserSupportsPush()) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(SUBSCRIBE_PATH, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
  window.dispatchEvent(new Event(PUSH_SUBSCRIPTION_CHANGE_EVENT));
}
