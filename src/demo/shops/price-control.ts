import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { DemoPrice } from "@/demo/catalog-model";

export const PRICE_CONTROL_PATH = "/_control/price";

const bodySchema = z.object({
  url: z.string().min(1),
  price: z.number().int().positive().max(10_000_000),
  inStock: z.boolean().optional(),
});

export type PriceOverrides = Map<string, Pick<DemoPrice, "price"> & { inStock?: boolean }>;

/** A page's key: its path and query, whatever host the caller used for the demo shops. */
export function overrideKey(url: string): string {
  const parsed = new URL(url, "http://demo.invalid");
  return `${parsed.pathname}${parsed.search}`;
}

/** A price set through the control endpoint wins over the catalogue's for that page until restart. */
export function withOverride(price: DemoPrice, override: { price: number; inStock?: boolean } | undefined): DemoPrice {
  return override ? { ...price, price: override.price, inStock: override.inStock ?? price.inStock } : price;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * `POST /_control/price {url, price, inStock?}`: makes the demo shop serve that price for that page, so
 * people trying the demo (and tests) can watch a price change arrive. Loopback callers only.
 */
export async function answerPriceControl(req: IncomingMessage, res: ServerResponse, overrides: PriceOverrides): Promise<void> {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    res.end(JSON.stringify(body));
  };
  if (!LOOPBACK.has(req.socket.remoteAddress ?? "")) return reply(403, { error: "이 컴퓨터에서만 사용할 수 있습니다." });
  if (req.method !== "POST") return reply(405, { error: "POST로 보내 주세요." });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let parsed;
  try {
    parsed = bodySchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
  } catch {
    return reply(400, { error: "JSON 본문이 올바르지 않습니다." });
  }
  if (!parsed.success) return reply(400, { error: "url(문자열), price(양의 정수, 원), inStock(선택, true/false)을 보내 주세요." });
  const { url, price, inStock } = parsed.data;
  overrides.set(overrideKey(url), { price, inStock });
  reply(200, { url: overrideKey(url), price, inStock: inStock ?? null });
}
