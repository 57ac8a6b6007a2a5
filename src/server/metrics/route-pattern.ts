import { readFileSync } from "node:fs";
import path from "node:path";

type Route = { page: string; regex: string };
type Matcher = { page: string; pattern: RegExp };

/**
 * Names a request's route as the app declares it (`/products/[id]`, not `/products/123`), from Next's build
 * manifest, so a metric's label set stays small whatever paths visitors try. Unknown paths are `other`.
 */
export function createRoutePattern({ distDir }: { distDir: string }): (url: string | undefined) => string {
  let matchers: Matcher[] = [];
  const statics = new Set<string>();
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as {
      staticRoutes?: Route[];
      dynamicRoutes?: Route[];
    };
    for (const route of manifest.staticRoutes ?? []) statics.add(route.page);
    matchers = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, pattern: new RegExp(route.regex) }));
  } catch {
    // No build (development): every page is `other`, the fixed paths below still have their names.
  }
  return (url) => {
    const pathname = (url ?? "/").split("?")[0]!.replace(/\/+$/, "") || "/";
    if (pathname.startsWith("/_next/")) return "/_next/*";
    if (pathname.startsWith("/api/auth/")) return "/api/auth/*";
    if (statics.has(pathname)) return pathname;
    return matchers.find((m) => m.pattern.test(pathname))?.page ?? "other";
  };
}
