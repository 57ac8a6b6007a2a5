import { serviceWorkerScript } from "@/domains/push/service-worker-script";

// Set per build in next.config.ts: the worker's caches are named after it.
const version = process.env.SW_BUILD_VERSION ?? "dev";

export function GET() {
  return new Response(serviceWorkerScript({ version }), {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "service-worker-allowed": "/",
    },
  });
}
