/**
 * Page-cache hits with a fresh CSP nonce each: the cost of splicing a nonce into a kept
 * listing-sized page (gzip and identity) beside the alternative, gzipping each hit, and the bytes sent beside
 * Next's own gzip of the same page. Writes the "nonce" section of bench/README.md.
 *
 *   npx tsx bench/nonce/run.ts
 */
import os from "node:os";
import { gzipSync } from "node:zlib";
import { createNonce } from "@/platform/http/security-headers";
import { cutNonce, fillNonce } from "@/server/page-cache/nonce-template";
import { updateBenchReadme } from "../lib/update-bench-readme";

/** A listing-sized page (~60 KB): Next's scripts carrying the nonce, then product tiles. */
function listingPage(nonce: string): string {
  let html = "<!doctype html><html><head>";
  for (let i = 0; i < 22; i++)
    html += `<script nonce="${nonce}" src="/_next/static/chunks/${i}-${(i * 7919).toString(16)}.js" async></script>`;
  html += "</head><body>";
  for (let i = 0; html.length < 60_000; i++)
    html +=
      `<a class="tile" href="/products/${i}"><img src="/media/products/${(i * 104_729).toString(16).padStart(24, "0")}.webp" ` +
      `alt="상품 ${i} ${["레몬", "민트", "망고", "복숭아"][i % 4]} ${[30, 60, 100][i % 3]}ml"><span class="price">${(12_900 + i * 130).toLocaleString("ko-KR")}원</span></a>`;
  return `${html}<script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`;
}

/** Mean microseconds per call over `n` calls, after a warm-up. */
function microseconds(fn: () => unknown, n: number): number {
  for (let i = 0; i < Math.min(200, n); i++) fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  return Number(process.hrtime.bigint() - start) / n / 1000;
}

const rendered = createNonce();
const page = listingPage(rendered);
const gzipTemplate = cutNonce(page, rendered, true);
const plainTemplate = cutNonce(page, rendered, false);
const hit = createNonce();
const rows = [
  ["splice a nonce, gzip page (kept parts, stored block, CRC)", microseconds(() => fillNonce(gzipTemplate, createNonce()), 3_000)],
  ["splice a nonce, identity page", microseconds(() => fillNonce(plainTemplate, createNonce()), 3_000)],
  ["gzip the page on every hit (the alternative)", microseconds(() => gzipSync(page.replaceAll(rendered, createNonce())), 300)],
] as const;
const sent = fillNonce(gzipTemplate, hit).length;
const nextGzip = gzipSync(listingPage(hit)).length;
const load = os.loadavg().map((n) => n.toFixed(2));
const markdown = `## nonce — \`npx tsx bench/nonce/run.ts\`

Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 vCPU, shared), a listing-sized page of ${Math.round(Buffer.byteLength(page) / 1024)} KB with ${gzipTemplate.rawParts.length - 1} nonces.

| per page-cache hit | µs |
|---|---|
${rows.map(([what, us]) => `| ${what} | ${us.toFixed(1)} |`).join("\n")}

Bytes sent for a gzip hit: ${sent.toLocaleString("en-US")} against ${nextGzip.toLocaleString("en-US")} for the same page gzipped whole (${((sent / nextGzip - 1) * 100).toFixed(1)} %:
per nonce a flush marker, a stored-block header and the nonce itself). Before nonces were spliced in, a hit sent the kept bytes as they were (0 µs) with the
render's nonce, the same for every visitor for up to 60 s. Load average at the end: ${load.join(" / ")}.
`;
console.log(markdown);
updateBenchReadme("nonce", markdown);
