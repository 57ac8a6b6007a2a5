import { gzipSync } from "node:zlib";

/** Bytes, gzipped, of the JavaScript a page's HTML asks for before it is interactive. */
export type FirstLoadJs = { bytes: number };

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * The gzipped JavaScript a page's HTML asks for before it is interactive: its `<script src>` chunks (module browsers
 * skip the nomodule polyfills). Chunks loaded later (lazy components, after hydration) are not counted.
 */
export async function measureFirstLoadJs(baseUrl: string, page: string): Promise<FirstLoadJs> {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const tags = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter((tag) => !/nomodule/i.test(tag[0]));
  let bytes = 0;
  for (const src of new Set(tags.map((tag) => tag[1]!))) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer())).length;
  }
  return { bytes };
}
