import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { createShopTitleMatcher, type MatchDecision } from "@/domains/catalog/matching";
import { listOfferTargets, loadMatchCatalog } from "@/domains/catalog/shops";
import type { Db } from "@/platform/db/client";
import { extractOffer } from "../extract";
import { wonPrice, type SiteSelectors } from "../extraction-types";
import { writeCrawlLog, type CrawlCounts } from "./crawl-records";
import type { PageFetcher } from "../fetch";
import { normalizePageUrl } from "./page-urls";
import { findProductLinks } from "./product-links";
import { recordDiscoveredPage, type DiscoveryOutcome } from "./record-discovered-page";
import { unmatchedPages } from "../schema";

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

/** How each page's outcome reads in the crawl log. */
const OUTCOME_LOG: Record<DiscoveryOutcome, { code: string; reason: (decision: MatchDecision | null) => string }> = {
  attached: {
    code: "AUTO_MATCHED",
    reason: (d) => `자동 매칭: 상품 ${d?.decision === "match" ? `#${d.productId} (점수 ${d.score})` : ""}에 연결`,
  },
  created: { code: "AUTO_CREATED", reason: () => "자동 등록: 카탈로그에 없는 액상이라 새 상품으로 등록" },
  skipped: { code: "SKIPPED", reason: (d) => `액상 1병이 아니라 건너뜀${d?.decision === "skip" ? `: ${d.reason}` : ""}` },
  queued: { code: "UNMATCHED", reason: () => "어느 상품과도 확실히 연결되지 않은 새 페이지: 관리자 확인 대기" },
};

/**
 * The title matcher over the catalogue as it is now, built when first asked; rebuilt after the crawl
 * created a product, so a second page of that liquid matches it instead of creating it again.
 */
function catalogMatcher(db: Db) {
  let decide: ((title: string) => MatchDecision) | null = null;
  return {
    decide: async (title: string) => (decide ??= createShopTitleMatcher(await loadMatchCatalog({ db })))(title),
    catalogChanged: () => void (decide = null),
  };
}

/**
 * Reads the site's list pages and hands each product page that matches no offer to the title matcher
 * (recordDiscoveredPage): attached, created, skipped or queued with candidates. Pages already seen are
 * only marked as seen again. Every fetch is logged.
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
  const matcher = catalogMatcher(db);
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
    const imageUrl = extracted.ok ? extracted.extraction.imageUrl : null;
    const decision = title ? await matcher.decide(title) : null;
    const outcome = await recordDiscoveredPage(db, { page: { sellerSiteId: site.id, url, title, price, imageUrl }, decision, now: now() });
    if (outcome) counts.discovered++;
    if (outcome === "created") matcher.catalogChanged();
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
      errorCode: extracted.ok ? OUTCOME_LOG[outcome ?? "queued"].code : extracted.code,
      errorReason: extracted.ok ? OUTCOME_LOG[outcome ?? "queued"].reason(decision) : `새 상품 페이지: ${extracted.reason}`,
    });
  }
}
