import { z } from "zod";
import { firstParam, type SearchParams } from "@/platform/http/search-params";
import type { Inhalation } from "../schema";

/** /deals' filters, read from and written to its URL: `?type=mtl|dl&maker=<slug>&page=n`. */
export type DealsParams = { inhalation: Inhalation | null; maker: string | null; page: number };

const TYPES = { mtl: "MTL", dl: "DL" } as const satisfies Record<string, Inhalation>;

const schema = z.object({
  type: z.enum(["mtl", "dl"]).optional().catch(undefined),
  maker: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

/** A value that is not a choice (an old or edited link) falls back to no filter, as the listings do. */
export function parseDealsParams(raw: SearchParams): DealsParams {
  const parsed = schema.parse({ type: firstParam(raw.type), maker: firstParam(raw.maker), page: firstParam(raw.page) });
  return { inhalation: parsed.type ? TYPES[parsed.type] : null, maker: parsed.maker ?? null, page: parsed.page };
}

/** `/deals?type=mtl&maker=x&page=2`, leaving out what is not set (page 1 included). */
export function dealsHref({ inhalation, maker, page }: DealsParams): string {
  const query = new URLSearchParams();
  if (inhalation) query.set("type", inhalation === "MTL" ? "mtl" : "dl");
  if (maker) query.set("maker", maker);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/deals?${text}` : "/deals";
}
