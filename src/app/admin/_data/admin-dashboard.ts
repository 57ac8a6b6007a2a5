import "server-only";
import { countPageViewsByDay } from "@/domains/analytics/page-view-rollups";
import { countCatalogForDashboard, countOutboundClicksByDay, listRecentPriceChanges, listAdminSellerSites } from "@/domains/catalog/admin";
import { countActiveMembers, countMembersForDashboard } from "@/domains/accounts/admin";
import { countOpenReports } from "@/domains/community/moderation";
import { listCrawlHealth, listCrawlStandings } from "@/domains/crawler/admin";
import { listHeldPrices } from "@/domains/crawler/review";
import { listAuditEntryViews } from "./audit-entries";

/** Everything the /admin dashboard shows, gathered from each domain's own functions in parallel. */
export async function getAdminDashboard({ now = new Date() }: { now?: Date } = {}) {
  const [members, activeMembers, catalog, clicks, priceChanges, sites, health, standings, held, audit, pageViews] = await Promise.all([
    countMembersForDashboard({ days: 14, now }),
    countActiveMembers({ since: new Date(now.getTime() - 14 * 86_400_000) }),
    countCatalogForDashboard(),
    countOutboundClicksByDay({ days: 14, now }),
    listRecentPriceChanges({ limit: 8 }),
    listAdminSellerSites({ now }),
    listCrawlHealth(),
    listCrawlStandings({ now }),
    listHeldPrices({ limit: 5 }),
    listAuditEntryViews({ limit: 8 }),
    countPageViewsByDay({ days: 14, now }),
  ]);
  return {
    members: { ...members, active14d: activeMembers },
    catalog,
    clicks,
    pageViews,
    priceChanges,
    crawlHealth: sites.map((site) => ({
      id: site.id,
      name: site.name,
      enabled: site.enabled,
      offerCount: site.offerCount,
      staleOfferCount: site.staleOfferCount,
      standing: standings.get(site.id) ?? null,
      ...(health.get(site.id) ?? { lastRunAt: null, lastStatus: null, successRate: null, robotsBlocked: 0 }),
    })),
    held,
    audit: audit.entries,
    reportedContent: await countOpenReports(),
  };
}
