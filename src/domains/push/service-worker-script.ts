/** The page a navigation gets when the network is gone; pre-cached at install. */
export const OFFLINE_PATH = "/offline";

const PRECACHE = [OFFLINE_PATH, "/manifest.webmanifest", "/icon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];
const STATIC_PREFIXES = ["/_next/static/", "/fonts/", "/icons/", "/icon.svg"];

/**
 * The text of /sw.js. Caches are named after the build, so a new build's worker deletes the old
 * ones on activation. Only the offline page and static files are cached: HTML may be a member's
 * own and API answers are live, so both always go to the network.
 */
export function serviceWorkerScript({ version }: { version: string }): string {
  return `// 액상픽 service worker, build ${version}
const VERSION = ${JSON.stringify(version)};
const SHELL_CACHE = "shell-" + VERSION;
const STATIC_CACHE = "static-" + VERSION;
const OFFLINE_PATH = ${JSON.stringify(OFFLINE_PATH)};
const PRECACHE = ${JSON.stringify(PRECACHE)};
const STATIC_PREFIXES = ${JSON.stringify(STATIC_PREFIXES)};

// The offline page's own stylesheets come along, so it shows styled without a network.
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(PRECACHE);
  const page = await cache.match(OFFLINE_PATH);
  const html = page ? await page.text() : "";
  const styles = Array.from(html.matchAll(/href="(\\/_next\\/static\\/[^"]+\\.css)"/g), (m) => m[1]);
  await (await caches.open(STATIC_CACHE)).addAll(styles);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE && key !== STATIC_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PATH);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") return event.respondWith(networkOrOffline(request));
  if (STATIC_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return event.respondWith(cacheFirst(request));
});

function readPush(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener("push", (event) => {
  const data = readPush(event);
  event.waitUntil(
    self.registration.showNotification(data.title || "액상픽", {
      body: data.body || "",
      tag: data.tag || undefined,
      data: { url: data.url || "/" },
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      lang: "ko",
    }),
  );
});

// A tab already showing the url comes to the front; else an open tab of the site goes there (as a
// click on an in-page notification does); else the url opens in a new window.
async function openNotificationUrl(path) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: "window" });
  const showing = windows.find((client) => client.url === url.href);
  if (showing) return showing.focus();
  const tab = windows.find((client) => "navigate" in client);
  if (tab) {
    const moved = await tab.navigate(url.href).catch(() => null);
    if (moved) return moved.focus().catch(() => moved);
  }
  return self.clients.openWindow(url.href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openNotificationUrl((event.notification.data && event.notification.data.url) || "/"));
});
`;
}
