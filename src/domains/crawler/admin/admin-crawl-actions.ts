import "server-only";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { findOfferAtUrl, findSellerSiteForUrl } from "@/domains/catalog/admin";
import { createOfferForPage, getSellerSite } from "@/domains/catalog/shops";
import { recordOfferObservation } from "@/domains/catalog/pricing";
import { badRequest, conflict, notFound } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { manualCrawlFetcher, crawlSite } from "../run";
import { extractOffer } from "../extract";
import { siteSelectorsSchema, type ExtractResult, type SiteSelectors } from "../extraction-types";

export type UrlTestResult = {
  url: string;
  fetch: { ok: boolean; status: number | null; finalUrl: string | null; elapsedMs: number | null; reason: string | null };
  result: ExtractResult | null;
};

/** Fetches any URL as the crawler would and extracts it: every field and the method that found it. */
export async function testExtractUrl({ url, selectors }: { url: string; selectors?: SiteSelectors }): Promise<UrlTestResult> {
  const fetched = await manualCrawlFetcher().fetchPage(url);
  if (!fetched.ok)
    return {
      url,
      fetch: { ok: false, status: fetched.status ?? null, finalUrl: fetched.finalUrl ?? null, elapsedMs: null, reason: fetched.reason },
      result: null,
    };
  return {
    url,
    fetch: { ok: true, status: fetched.status, finalUrl: fetched.finalUrl, elapsedMs: Math.round(fetched.elapsedMs), reason: null },
    result: extractOffer({ html: fetched.html, url: fetched.finalUrl, selectors }),
  };
}

/** The site's own selector overrides, when the site is known. */
async function selectorsOfSite(siteId: number): Promise<SiteSelectors | undefined> {
  const site = await getSellerSite({ siteId });
  const parsed = siteSelectorsSchema.safeParse(site?.selectorOverrides ?? {});
  return parsed.success ? parsed.data : undefined;
}

/** URL test for a seller site (its selector overrides apply) or any URL. */
export async function testSellerSiteUrl({ url, siteId }: { url: string; siteId?: number }): Promise<UrlTestResult> {
  return testExtractUrl({ url, selectors: siteId ? await selectorsOfSite(siteId) : undefined });
}

/**
 * Adds a shop page as an offer of a product: the shop is found by the URL's host, the page is read at
 * once and its price recorded (so the admin sees it on the spot); audited.
 */
export async function addOfferFromUrl({ actor, productId, url }: { actor: AuditActor; productId: number; url: string }) {
  const site = await findSellerSiteForUrl({ url });
  if (!site) throw badRequest("이 주소의 판매처가 등록되어 있지 않습니다. 판매처를 먼저 추가해 주세요.", "unknown_site");
  const existing = await findOfferAtUrl({ sellerSiteId: site.id, url });
  if (existing && existing.productId !== productId)
    throw conflict(`이 주소는 이미 상품 #${existing.productId}에 연결되어 있습니다. 그 상품에서 ‘옮기기’를 써 주세요.`, "offer_elsewhere");
  const test = await testSellerSiteUrl({ url, siteId: site.id });
  const extraction = test.result?.ok ? test.result.extraction : null;
  const { offerId } = await createOfferForPage({ productId, sellerSiteId: site.id, url, sellerTitle: extraction?.title ?? null });
  if (extraction) {
    await recordOfferObservation({
      offerId,
      price: extraction.price,
      listPrice: extraction.listPrice,
      inStock: extraction.inStock,
      shippingFee: extraction.shippingFee,
      sellerTitle: extraction.title,
      method: extraction.method,
      benefits: extraction.benefits,
    });
  }
  await recordAuditEntry({
    actor,
    action: "offer.add",
    target: { type: "offer", id: offerId },
    after: { productId, url, siteId: site.id, price: extraction?.price ?? null },
  });
  return { offerId, siteName: site.name, test };
}

/**
 * "지금 크롤링": starts a manual run of every offer of a site and answers at once (a site's run can take
 * minutes); the run shows in the crawl logs as it goes. Audited.
 */
export async function startSellerSiteCrawl({ actor, siteId }: { actor: AuditActor; siteId: number }): Promise<void> {
  if (!(await getSellerSite({ siteId }))) throw notFound("판매처를 찾을 수 없습니다.");
  await recordAuditEntry({ actor, action: "seller_site.crawl", target: { type: "seller_site", id: siteId } });
  void crawlSite({ siteId, fetcher: manualCrawlFetcher(), trigger: "manual" }).catch((err) =>
    logger.error({ err, siteId }, "manual crawl failed"),
  );
}
