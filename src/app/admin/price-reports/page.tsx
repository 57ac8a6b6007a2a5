import { adminPage } from "@/app/admin/_shell/admin-page";
import { LastCrawlSummary, listLastOfferCrawls } from "@/domains/crawler/admin";
import { OfferPageTest } from "@/domains/crawler/admin/client";
import { AdminPriceReportCard } from "@/domains/catalog/admin";
import { listOpenPriceReports } from "@/domains/catalog/price-reports";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "가격 오류 신고" };

export default adminPage("/admin/price-reports", async () => {
  const groups = await listOpenPriceReports();
  const crawls = await listLastOfferCrawls({ offerIds: groups.map((g) => g.offerId) });
  return (
    <div className="space-y-4">
      <PageHeading
        title="가격 오류 신고"
        description="방문자가 신고한 판매처별 가격 오류를 마지막 크롤링과 비교해 확인합니다. 처리 내역은 감사 로그에 남습니다."
      />
      {groups.length === 0 ? <p className="text-sm text-gray-600">처리할 신고가 없습니다.</p> : null}
      {groups.map((group) => (
        <AdminPriceReportCard
          key={group.offerId}
          group={group}
          lastCrawl={<LastCrawlSummary crawl={crawls.get(group.offerId)} />}
          pageTest={<OfferPageTest url={group.url} siteId={group.siteId} />}
        />
      ))}
    </div>
  );
});
