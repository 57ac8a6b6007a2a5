import { afterEach, describe, expect, it, vi } from "vitest";
import { enrolPush, enrolPushOnce } from "./push-enrolment";

const KEY = Buffer.alloc(65, 7).toString("base64url");
const OTHER_KEY = Buffer.alloc(65, 9).toString("base64url");

type FakeOptions = {
  permission?: () => Promise<NotificationPermission>;
  register?: () => Promise<unknown>;
  existingKey?: string | null;
  subscribe?: () => Promise<unknown>;
  fetchAnswer?: () => Promise<Response>;
};

/** Installs a browser as far as enrolPush looks at one; answers what it was asked to do. */
function fakeBrowser({ permission, register, existingKey = null, subscribe, fetchAnswer }: FakeOptions = {}) {
  const calls = { subscribed: 0, unsubscribed: 0, posted: [] as unknown[] };
  const subscription = (key: string) => ({
    endpoint: `https://push.example.com/${key.slice(0, 6)}`,
    options: { applicationServerKey: Uint8Array.from(Buffer.from(key, "base64url")).buffer },
    toJSON: () => ({ endpoint: "https://push.example.com/x", keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: async () => (calls.unsubscribed++, true),
  });
  const pushManager = {
    getSubscription: async () => (existingKey ? subscription(existingKey) : null),
    subscribe: subscribe ?? (async () => (calls.subscribed++, subscription(KEY))),
  };
  const registration = { pushManager };
  vi.stubGlobal("window", Object.assign(globalThis, { dispatchEvent: () => true }));
  vi.stubGlobal("Notification", { requestPermission: permission ?? (async () => "granted") });
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("navigator", {
    userAgent: "test",
    serviceWorker: { register: register ?? (async () => registration), ready: Promise.resolve(registration) },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.posted.push(JSON.parse(String(init.body)));
      return fetchAnswer ? fetchAnswer() : Response.json({ success: true });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("enrolPush outcomes", () => {
  it("browser-no-support without PushManager", async () => {
    fakeBrowser();
    vi.stubGlobal("PushManager", undefined);
    delete (globalThis as { PushManager?: unknown }).PushManager;
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "browser-no-support" });
  });

  it("missing-vapid-key before any permission prompt", async () => {
    const permission = vi.fn(async () => "granted" as const);
    fakeBrowser({ permission });
    expect(await enrolPush({ vapidPublicKey: null })).toEqual({ outcome: "missing-vapid-key" });
    expect(permission).not.toHaveBeenCalled();
  });

  it("permission-error when the prompt throws; permission-denied when not granted", async () => {
    fakeBrowser({ permission: async () => Promise.reject(new TypeError("no")) });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "permission-error" });
    fakeBrowser({ permission: async () => "default" });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "permission-denied" });
  });

  it("push-not-supported when the service worker cannot register", async () => {
    fakeBrowser({ register: async () => Promise.reject(new Error("SecurityError")) });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "push-not-supported" });
  });

  it("subscription-error when the push manager refuses", async () => {
    fakeBrowser({ subscribe: async () => Promise.reject(new DOMException("Registration failed", "AbortError")) });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "subscription-error" });
  });

  it("server-error when the server refuses or cannot be reached", async () => {
    fakeBrowser({ fetchAnswer: async () => new Response("{}", { status: 500 }) });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "server-error" });
    fakeBrowser({ fetchAnswer: async () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "server-error" });
  });

  it("success: a new subscription is sent with the user agent; an existing one is alreadySubscribed", async () => {
    const fresh = fakeBrowser();
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "success", alreadySubscribed: false });
    expect(fresh.posted).toEqual([
      { subscription: expect.objectContaining({ endpoint: "https://push.example.com/x" }), userAgent: "test" },
    ]);
    const existing = fakeBrowser({ existingKey: KEY });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "success", alreadySubscribed: true });
    expect(existing.subscribed).toBe(0);
  });

  it("replaces a subscription made for another server key", async () => {
    const calls = fakeBrowser({ existingKey: OTHER_KEY });
    expect(await enrolPush({ vapidPublicKey: KEY })).toEqual({ outcome: "success", alreadySubscribed: false });
    expect(calls).toMatchObject({ unsubscribed: 1, subscribed: 1 });
  });

  it("in-progress: a second enrolment while one runs is ignored", async () => {
    let grant!: (value: NotificationPermission) => void;
    fakeBrowser({ permission: () => new Promise((resolve) => (grant = resolve)) });
    const first = enrolPushOnce({ vapidPublicKey: KEY });
    expect(await enrolPushOnce({ vapidPublicKey: KEY })).toEqual({ outcome: "in-progress" });
    grant("granted");
    expect(await first).toEqual({ outcome: "success", alreadySubscribed: false });
    // Finished: the next one runs again.
    const next = enrolPushOnce({ vapidPublicKey: KEY });
    grant("granted");
    expect(await next).toMatchObject({ outcome: "success" });
  });
});
