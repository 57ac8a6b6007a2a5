import type { NextConfig } from "next";

// Names the service worker's caches: a new build's worker drops the previous build's files.
const serviceWorkerVersion = process.env.SW_BUILD_VERSION ?? Date.now().toString(36);

const nextConfig: NextConfig = {
  env: { SW_BUILD_VERSION: serviceWorkerVersion },
  // A separate build folder lets e2e builds and dev servers coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pino",
    "pino-pretty",
    "@node-rs/argon2",
    "bullmq",
    "ioredis",
    "web-push",
    "socket.io",
  ],
  typedRoutes: false,
};

export default nextConfig;
