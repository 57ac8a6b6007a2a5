import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { getConfig } from "@/platform/config";
import { notFound } from "@/platform/errors";
import { seoulDayOf } from "@/platform/time/seoul";
import { getCachedPriceHistory } from "./cached-price-history";
import { HISTORY_RANGES, type HistoryRange } from "./history-ranges";
import { chartNoticeSvg, priceChartSvg } from "./price-chart-svg";
import { loadProduct } from "./product-page";
import { typicalBand } from "./stored-price-insight";

export type ChartFormat = "svg" | "png";

/** The chart image's query: `period`, one of the product page's ranges in days (30 when absent). */
export const chartQuerySchema = z.object({
  period: z
    .enum(HISTORY_RANGES.map(String) as [string, ...string[]], `기간(period)은 ${HISTORY_RANGES.join(", ")} 중 하나여야 합니다.`)
    .default("30")
    .transform((days) => Number(days) as HistoryRange),
});

// Ten minutes: a crawl changes a price about as often; the ETag makes a revalidation cheap.
const MAX_AGE_SECONDS = 600;
const CONTENT_TYPE: Record<ChartFormat, string> = { svg: "image/svg+xml; charset=utf-8", png: "image/png" };

async function encode(svg: string, format: ChartFormat): Promise<BodyInit> {
  return format === "svg" ? svg : new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const etagMatches = (header: string | null, etag: string) =>
  header !== null && header.split(",").some((tag) => ["*", etag].includes(tag.trim().replace(/^W\//, "")));

/** The 19+ gate's words as the image (no product, no price), never stored by a cache. */
export async function chartNoticeResponse(format: ChartFormat): Promise<Response> {
  const svg = chartNoticeSvg({ title: getConfig().SITE_NAME, detail: "청소년 이용 불가 · 본인인증 후 볼 수 있습니다" });
  return new Response(await encode(svg, format), {
    headers: { "content-type": CONTENT_TYPE[format], "cache-control": "private, no-store" },
  });
}

/**
 * A product's price chart over `period` days as SVG or PNG, for the public the product page shows it to (404 else).
 * The ETag follows what is drawn: the history's version, the Seoul day (the window moves), the band and the name.
 * `shared`: whether a shared cache may keep it (not when the answer depends on the visitor's 본인인증).
 */
export async function priceChartResponse({
  rawId,
  period,
  format,
  ifNoneMatch,
  shared,
  now = new Date(),
}: {
  rawId: string;
  period: HistoryRange;
  format: ChartFormat;
  ifNoneMatch: string | null;
  shared: boolean;
  now?: Date;
}): Promise<Response> {
  const detail = await loadProduct(rawId);
  if (!detail) throw notFound("없는 상품입니다.");
  const { product } = detail;
  const { typical } = typicalBand(product);
  const { SITE_NAME } = getConfig();
  const version = [format, product.id, period, seoulDayOf(now), detail.historyVersion, typical, product.name, SITE_NAME];
  const etag = `"${createHash("sha256").update(JSON.stringify(version)).digest("base64url").slice(0, 27)}"`;
  const headers = {
    etag,
    "cache-control": `${shared ? "public" : "private"}, max-age=${MAX_AGE_SECONDS}`,
    ...(shared ? {} : { vary: "Cookie" }),
  };
  if (etagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const history = await getCachedPriceHistory({ productId: product.id, days: period, version: detail.historyVersion, now });
  const svg = priceChartSvg({ name: product.name, siteName: SITE_NAME, days: history.days, values: history.lowestTotal, typical });
  return new Response(await encode(svg, format), { headers: { ...headers, "content-type": CONTENT_TYPE[format] } });
}
