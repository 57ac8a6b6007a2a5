import { adminPage } from "@/app/admin/_shell/admin-page";
import { listCrawlHealth, listCrawlStandings, SiteCrawlState, SiteRobotsBadge } from "@/domains/crawler/admin";
import { CrawlNowButton, UrlTestPanel } from "@/domains/crawler/admin/client";
import { ShopOnboardingPanel } from "@/domains/crawler/onboarding/client";
import { SellerSiteList, listAdminSellerSites } from "@/domains/catalog/admin";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { PageHeading } from "@/ui/page-heading";
import { crawlSellerSiteNow } from "../crawl-actions";

export const metadata = { title: "판매처 관리" };

export default adminPage("/admin/seller-sites", async () => {
  const [sites, health, standings, settings] = await Promise.all([
    listAdminSellerSites(),
    listCrawlHealth(),
    listCrawlStandings(),
    getSiteSettings(),
  ]);
  return (
    <div className="space-y-5">
      <PageHeading title="판매처 관리" description="갱신 지연: 크롤링 주기의 두 배가 지나도록 가격을 새로 읽지 못한 판매처 상품 수" />
      <ShopOnboardingPanel />
      <UrlTestPanel sites={sites.map(({ id, name }) => ({ id, name }))} />
      <SellerSiteList
        sites={sites}
        crawl={Object.fromEntries(
          sites.map((s) => [
            s.id,
            {
              state: (
                <SiteCrawlState
                  enabled={s.enabled}
                  standing={standings.get(s.id)}
                  health={health.get(s.id)}
                  intervalMinutes={s.crawlIntervalMinutes}
                />
              ),
              robots: <SiteRobotsBadge health={health.get(s.id)} />,
              crawlNow: (
                <CrawlNowButton
                  siteId={s.id}
                  siteName={s.name}
                  lastRun={{
                    at: health.get(s.id)?.lastRunAt?.toISOString() ?? null,
                    status: health.get(s.id)?.lastStatus ?? null,
                    outcome: health.get(s.id)?.lastOutcome ?? null,
                  }}
                  action={crawlSellerSiteNow}
                />
              ),
            },
          ]),
        )}
        defaultInterval={settings.crawlIntervalMinutes}
      />
    </div>
  );
});
