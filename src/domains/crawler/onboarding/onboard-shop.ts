import "server-only";
import type { AuditActor } from "@/domains/audit/record-audit-entry";
import { manualCrawlFetcher, startSiteCrawlNow } from "@/domains/crawler/run";
import { sellerSiteInput } from "@/domains/catalog/seller-site-form";
import { createSellerSite, listAdminSellerSites } from "@/domains/catalog/admin";
import { shopAddressKey } from "@/domains/catalog/shops";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { inspectShop, type ShopInspection } from "./inspect-shop";
import { usualCrawlInterval } from "./usual-crawl-interval";
import type { OnboardShopInput } from "./onboard-form";

export type AdminShopInspection = ShopInspection & { registeredAs: string | null; usualIntervalMinutes: number };

/**
 * The onboarding read of a shop with the admin's fetcher (as URL 테스트), the seller site already at that address, and
 * the interval the form offers (usualCrawlInterval).
 */
export async function inspectShopForAdmin({ url }: { url: string }): Promise<AdminShopInspection> {
  const inspection = await inspectShop({ url, fetcher: manualCrawlFetcher() });
  const [sites, settings] = await Promise.all([listAdminSellerSites(), getSiteSettings()]);
  const registered = sites.find((site) => shopAddressKey(site.baseUrl) === shopAddressKey(inspection.baseUrl));
  return {
    ...inspection,
    registeredAs: registered?.name ?? null,
    usualIntervalMinutes: usualCrawlInterval(sites, settings.crawlIntervalMinutes),
  };
}

/**
 * Saves an onboarded shop as a seller site (audited) and starts its first crawl, which finds and matches its pages,
 * then a second that reads the prices of the offers the first attached (not at the next interval, hours later).
 */
export async function onboardShop({ actor, input }: { actor: AuditActor; input: OnboardShopInput }): Promise<{ id: number }> {
  const { id } = await createSellerSite({
    actor,
    // No selector typed: the platform's preset, JSON-LD and the page's visible price read it.
    input: {
      ...input,
      selectorOverrides: sellerSiteInput.shape.selectorOverrides.parse({}),
      freeShippingThreshold: null,
      enabled: true,
      // Its 사업자 정보 comes from its footer at the first crawl.
      enteredInfo: {},
    },
  });
  startSiteCrawlNow({ siteId: id, runs: 2 });
  return { id };
}
