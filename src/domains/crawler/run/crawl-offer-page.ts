import "server-only";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { recordOfferObservation } from "@/domains/catalog/pricing";
import type { Db } from "@/platform/db/client";
import { recordCrawlAttempt, writeCrawlLog, type CrawlLogEntry } from "./crawl-records";
import { extractOffer } from "../extract";
import type { SiteSelectors } from "../extraction-types";
import { holdPrice } from "./hold-price";
import type { PageFetcher } from "../fetch";
import { checkPricePlausibility, checkPriceSanity, type PriceBounds } from "../price-sanity";
import type { DomainEvent } from "@/platform/events/domain-events";

export type CrawlTarget = { id: number; url: string; price: number | null };
export type PageOutcome = { kind: "unchanged" | "changed" | "held" | "failed"; events: PriceEvent[] };
export type PageContext = {
  db: Db;
  fetcher: PageFetcher;
  runId: number;
  selectors: SiteSelectors;
  sanityShare: number;
  priceBounds: PriceBounds;
  now: () => Date;
  /** Where the recorded prices' events go (the event bus unless the crawl was given another). */
  publish: (events: DomainEvent[]) => Promise<void>;
  /** Given each fetched page (the run reads the shop's footer from one). */
  onPageRead?: (html: string) => Promise<void>;
};

/**
 * One offer's page: fetch, extract, sanity-check, then record through the catalogue (which writes
 * history only on change) — or hold the price, or log why not. Never throws for a bad page.
 */
export async function crawlOfferPage(ctx: PageContext, offer: CrawlTarget, medianPrice: number | null): Promise<PageOutcome> {
  const { db, runId } = ctx;
  const started = performance.now();
  const log = async (
    entry: Omit<CrawlLogEntry, "runId" | "offerId" | "url" | "durationMs">,
    kind: PageOutcome["kind"],
    events: PriceEvent[] = [],
  ) => {
    await writeCrawlLog(db, {
      runId,
      offerId: offer.id,
      url: offer.url,
      oldPrice: offer.price,
      durationMs: Math.round(performance.now() - started),
      ...entry,
    });
    await recordCrawlAttempt(db, { offerId: offer.id, at: ctx.now(), errorCode: kind === "failed" ? (entry.errorCode ?? "FAILED") : null });
    return { kind, events };
  };

  const fetched = await ctx.fetcher.fetchPage(offer.url);
  if (!fetched.ok) return log({ httpStatus: fetched.status ?? null, errorCode: fetched.code, errorReason: fetched.reason }, "failed");
  await ctx.onPageRead?.(fetched.html);

  const extracted = extractOffer({ html: fetched.html, url: fetched.finalUrl, selectors: ctx.selectors });
  if (!extracted.ok) return log({ httpStatus: fetched.status, errorCode: extracted.code, errorReason: extracted.reason }, "failed");
  const page = extracted.extraction;
  const krw = page.currency === "KRW";
  const seen = {
    httpStatus: fetched.status,
    method: page.method,
    newPrice: krw ? page.price : null,
    inStock: page.inStock,
    witnesses: page.witnesses,
  };

  if (krw) {
    const plausible = checkPricePlausibility({ price: page.price, bounds: ctx.priceBounds });
    if (!plausible.ok) return log({ ...seen, errorCode: "IMPLAUSIBLE_PRICE", errorReason: plausible.reason }, "failed");
  }
  // Witnesses more than 1 % apart, or a price not in won: an admin looks before anything is shown.
  const verdict = page.hold
    ? { ok: false as const, code: page.hold.code, reason: page.hold.reason }
    : checkPriceSanity({ price: page.price, medianPrice, share: ctx.sanityShare });
  if (!verdict.ok) {
    await holdPrice(db, { offerId: offer.id, runId, extraction: page, medianPrice, reason: verdict.reason, at: ctx.now() });
    const code = "code" in verdict && verdict.code === "NOT_KRW" ? "NOT_KRW" : "HELD";
    return log({ ...seen, errorCode: code, errorReason: verdict.reason }, "held");
  }

  const result = await recordOfferObservation(
    {
      offerId: offer.id,
      price: page.price,
      listPrice: page.listPrice,
      inStock: page.inStock,
      shippingFee: page.shippingFee ?? undefined,
      sellerTitle: page.title,
      method: page.method,
      benefits: page.benefits,
      observedAt: ctx.now(),
    },
    db,
    ctx.publish,
  );
  return log({ ...seen, oldPrice: result.oldPrice, changed: result.changed }, result.changed ? "changed" : "unchanged", result.events);
}
