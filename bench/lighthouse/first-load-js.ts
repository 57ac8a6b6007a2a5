import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type FirstLoadJs = { floorKb: number; ownKb: number };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * The gzipped JavaScript a page's HTML asks for before it is interactive (its `<script src>` chunks), split into
 * Next's floor — the build's `rootMainFiles`, the runtime and React that every page of any app loads — and the
 * rest, the site's own code. Chunks loaded later (`next/dynamic`, after hydration) are not counted.
 */
export async function measureFirstLoadJs(baseUrl: string, page: string, treeDir: string): Promise<FirstLoadJs> {
  const manifest = JSON.parse(readFileSync(path.join(treeDir, ".next", "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const floor = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  // Module browsers skip the nomodule polyfills.
  const tags = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter((tag) => !/nomodule/i.test(tag[0]));
  const scripts = new Set(tags.map((tag) => tag[1]!));
  let floorBytes = 0;
  let ownBytes = 0;
  for (const src of scripts) {
    const bytes = gzipSync(Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer())).length;
    if (floor.has(src)) floorBytes += bytes;
    else ownBytes += bytes;
  }
  return { floorKb: kb(floorBytes), ownKb: kb(ownBytes) };
}
