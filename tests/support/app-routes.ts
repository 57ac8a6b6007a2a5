import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export type AppRoute = { kind: "page" | "route" | "metadata"; segments: string[]; file: string };

const METADATA_URLS: Record<string, string> = {
  "robots.ts": "robots.txt",
  "sitemap.ts": "sitemap.xml",
  "manifest.ts": "manifest.webmanifest",
};

/**
 * Every URL pattern of the app, read from the src/app tree (pages, route handlers, metadata
 * routes), so tests cover routes added later. Route groups `(x)` drop out; `[id]`, `[...path]` stay.
 */
export function listAppRoutes(dir = path.join(process.cwd(), "src/app"), segments: string[] = []): AppRoute[] {
  return readdirSync(dir).flatMap((name): AppRoute[] => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith("_")) return [];
      return listAppRoutes(full, /^\(.+\)$/.test(name) ? segments : [...segments, name]);
    }
    if (name === "page.tsx") return [{ kind: "page", segments, file: full }];
    if (name === "route.ts") return [{ kind: "route", segments, file: full }];
    if (segments.length === 0 && METADATA_URLS[name]) return [{ kind: "metadata", segments: [METADATA_URLS[name]!], file: full }];
    return [];
  });
}

/** The route's path with each dynamic segment replaced by `fill` (given the segment's name). */
export function pathOf(route: AppRoute, fill: (param: string) => string): string {
  return `/${route.segments.map((segment) => (/^\[.+\]$/.test(segment) ? fill(segment) : segment)).join("/")}`;
}
