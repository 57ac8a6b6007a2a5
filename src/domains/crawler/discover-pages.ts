import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { listOfferTargets } from "@/domains/catalog/crawl-catalog";
import type { Db } from "@/platform/db/client";
import { extractOffer, wonPrice, type SiteSelectors } from "./extract";
import { writeCrawlLog, type CrawlCounts } from "./crawl-records";
import type { PageFetcher } from "./page-fetcher";
import { normalizePageUrl } from "./page-urls";
import { findProductLinks } from "./product-links";
import { unmatchedPages } from "./schema";
import { suggestProductsForTitle } from "./suggest-products";
import { parseTitleSpecs } from "./title-specs";

type Site = { id: number; baseUrl: string; listUrls: string[]; selectors: SiteSelectors };

/** New product pages read per run by default; the rest wait for the next run, so discovery never swamps a crawl. */
export const NEW_PAGES_PER_RUN = 20;

/** Fetches a page; a failure is logged with its reason (prefixed with what the page was) and yields null. */
async function fetchOrLog(db: Db, { fetcher, runId, url, what }: { fetcher: PageFetcher; runId: number; url: string; what: string }) {
  const started = performance.now();
  const result = await fetcher.fetchPage(url);
  const durationMs = Math.round(performance.now() - started);
  if (result.ok) return { fetched: result, durationMs };
  await writeCrawlLog(db, {
    runId,
    url,
    httpStatus: result.status ?? null,
    durationMs,
    errorCode: result.code,
    errorReason: `${what}: ${result.reason}`,
  });
  return { fetched: null, durationMs };
}

/**
 * Reads the site's list pages and queues product pages that match no offer as unmatched pages, with
 * suggested products. Pages already queued are only marked as seen again. Every fetch is logged.
 */
export async function discoverProductPages(
  db: Db,
  {
    site,
    fetcher,
    runId,
    counts,
    now,
    signal,
    maxNewPages = NEW_PAGES_PER_RUN,
  }: { site: Site; fetcher: PageFetcher; runId: number; counts: CrawlCounts; now: () => Date; signal?: AbortSignal; maxNewPages?: number },
): Promise<void> {
  const links = new Set<string>();
  for (const listUrl of site.listUrls) {
    if (signal?.aborted) return;
    counts.listPages++;
    const { fetched, durationMs } = await fetchOrLog(db, { fetcher, runId, url: listUrl, what: "목록 페이지" });
    if (!fetched) continue;
    const found = findProductLinks({ html: fetched.html, pageUrl: fetched.finalUrl, shopUrl: site.baseUrl });
    found.forEach((link) => links.add(link));
    await writeCrawlLog(db, {
      runId,
      url: listUrl,
      httpStatus: fetched.status,
      method: "list",
      durationMs,
      errorCode: found.length ? null : "NO_PRODUCT_LINKS",
      errorReason: found.length ? null : "목록 페이지에서 상품 링크를 찾지 못했습니다",
    });
  }
  if (links.size === 0) return;

  const offerUrls = await listOfferTargets({ siteIds: [site.id], db });
  const known = new Set(offerUrls.map((o) => normalizePageUrl(o.url) ?? o.url));
  const queued = await db.select({ url: unmatchedPages.url }).from(unmatchedPages).where(eq(unmatchedPages.sellerSiteId, site.id));
  const queuedUrls = new Set(queued.map((q) => q.url));
  const seenAgain = [...links].filter((url) => queuedUrls.has(url));
  if (seenAgain.length)
    await db
      .update(unmatchedPages)
      .set({ lastSeenAt: now() })
      .where(and(eq(unmatchedPages.sellerSiteId, site.id), inArray(unmatchedPages.url, seenAgain)));

  const fresh = [...links].filter((url) => !known.has(url) && !queuedUrls.has(url)).slice(0, maxNewPages);
  for (const url of fresh) {
    if (signal?.aborted) return;
    counts.pages++;
    const { fetched, durationMs } = await fetchOrLog(db, { fetcher, runId, url, what: "새 상품 페이지" });
    if (!fetched) {
      counts.failed++;
      continue;
    }
    const extracted = extractOffer({ html: fetched.html, url: fetched.finalUrl, selectors: site.selectors });
    const title = extracted.ok ? extracted.extraction.title : null;
    const price = extracted.ok ? wonPrice(extracted.extraction) : null;
    const specs = title ? parseTitleSpecs(title) : { volumeMl: null, nicotineMg: null };
    const inserted = await db
      .insert(unmatchedPages)
      .values({
        sellerSiteId: site.id,
        url,
        title,
        price,
        volumeMl: specs.volumeMl,
        nicotineMg: specs.nicotineMg,
        suggestions: title ? await suggestProductsForTitle(db, title) : [],
        discoveredAt: now(),
        lastSeenAt: now(),
      })
      .onConflictDoNothing()
      .returning({ id: unmatchedPages.id });
    counts.discovered += inserted.length;
    if (extracted.ok) counts.ok++;
    else counts.failed++;
    await writeCrawlLog(db, {
      runId,
      url,
      httpStatus: fetched.status,
      method: extracted.ok ? extracted.extraction.method : null,
      newPrice: price,
      witnesses: extracted.ok ? extracted.extraction.witnesses : null,
      durationMs,
      errorCode: extracted.ok ? "UNMATCHED" : extracted.code,
      errorReason: extracted.ok ? "어느 상품과도 연결되지 않은 새 페이지: 관리자 확인 대기" : `새 상품 페이지: ${extracted.reason}`,
    });
  }
}
