import type { IncomingMessage, ServerResponse } from "node:http";

/** Ways a demo shop can misbehave, for tests of the crawler's politeness and safety. */
export const DEMO_FAULTS = [
  "slow",
  "500",
  "500-once",
  "429",
  "429-once",
  "reset",
  "malformed",
  "redirect-internal",
  "not-found",
  "huge",
  "price-crash",
  "stale-structured-price",
] as const;
export type DemoFault = (typeof DEMO_FAULTS)[number];

export const isDemoFault = (value: string | null): value is DemoFault =>
  value !== null && (DEMO_FAULTS as readonly string[]).includes(value);

/** Adds `fault=…` (and its options) to a demo shop URL. */
export function withDemoFault(url: string, fault: DemoFault, options: { delayMs?: number; retryAfterSeconds?: number } = {}): string {
  const parsed = new URL(url);
  parsed.searchParams.set("fault", fault);
  if (options.delayMs !== undefined) parsed.searchParams.set("delay", String(options.delayMs));
  if (options.retryAfterSeconds !== undefined) parsed.searchParams.set("retry", String(options.retryAfterSeconds));
  return parsed.toString();
}

export type FaultContext = {
  req: IncomingMessage;
  res: ServerResponse;
  params: URLSearchParams;
  /** Port on 127.0.0.1 that redirects point to: a loopback address the crawler must refuse. */
  redirectPort: number;
  /** Requests so far for this path with this fault (for the "-once" faults). */
  seen: number;
  wait: (ms: number) => Promise<boolean>;
};

/**
 * Answers the request as the fault says and returns true, or returns false to serve the page normally
 * (slow pages after their delay, "-once" faults after the first time). `price-crash` is handled by the page.
 */
export async function answerWithFault(fault: DemoFault, ctx: FaultContext): Promise<boolean> {
  const { res, params } = ctx;
  const html = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(body);
    return true;
  };
  switch (fault) {
    case "slow":
      return !(await ctx.wait(Number(params.get("delay") ?? 5_000)));
    case "500-once":
      if (ctx.seen > 1) return false;
      return html(500, "<h1>500 Internal Server Error</h1>");
    case "500":
      return html(500, "<h1>500 Internal Server Error</h1>");
    case "429-once":
      if (ctx.seen > 1) return false;
      return html(429, "<h1>요청이 너무 많습니다</h1>", { "retry-after": params.get("retry") ?? "1" });
    case "429":
      return html(429, "<h1>요청이 너무 많습니다</h1>", { "retry-after": params.get("retry") ?? "1" });
    case "reset":
      ctx.req.socket.destroy();
      return true;
    case "malformed":
      // A page cut off mid-stream by a broken skin: markup soup, no price anywhere.
      return html(
        200,
        '<html><head><title>상품 상세</title></head><body><div class="xans-product-detail"><h2>상품 정보를 불러오는 중</h2><strong id="span_product_price_text">가격 문의</strong><table><tr><td><<div class=" <sp\u0000an>&#xFFFF;&#',
      );
    case "redirect-internal":
      res.writeHead(302, { location: `http://127.0.0.1:${ctx.redirectPort}/admin/secret` });
      res.end();
      return true;
    case "not-found":
      return html(404, "<h1>상품을 찾을 수 없습니다</h1>");
    case "huge":
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write("<html><body>");
      for (let i = 0; i < 160 && !res.destroyed; i++) res.write(`<p>${"액상".repeat(16_384)}</p>`);
      res.end("</body></html>");
      return true;
    case "price-crash":
    case "stale-structured-price":
      return false;
  }
}

/**
 * The `stale-structured-price` fault: the page's JSON-LD keeps an old price (+20 %, 50원 off the
 * hundreds so it never equals the struck 소비자가, which the reader rightly takes as the list price)
 * while the visible price is today's.
 */
export function restateStructuredPrice(html: string, price: number): string {
  const stale = Math.round((price * 1.2) / 100) * 100 + 50;
  return html.replace(`"price":"${price}"`, `"price":"${stale}"`);
}
