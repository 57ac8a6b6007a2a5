import { adminPage } from "@/app/admin/_shell/admin-page";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminFilterSelect } from "@/ui/admin/admin-filter-select";
import { AdminInput } from "@/ui/admin/admin-input";
import { crawlRunQuery, listCrawlRuns } from "@/domains/crawler/admin";
import { CrawlRunTable } from "@/domains/crawler/admin/client";
import { listAdminSellerSites } from "@/domains/catalog/admin";
import { type PageSearchParams, firstParam, toQueryString } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";
import { crawlSellerSiteNow } from "../crawl-actions";

const CRAWL_RUN_STATUSES = [
  ["ok", "정상"],
  ["partial", "일부 실패"],
  ["failed", "실패"],
  ["running", "진행 중"],
] as const;

export const metadata = { title: "크롤링 기록" };

export default adminPage<PageSearchParams>("/admin/crawler-logs", async ({ searchParams }) => {
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, firstParam(value) || undefined]));
  const parsed = crawlRunQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : crawlRunQuery.parse({});
  const [{ runs, pagination }, sites] = await Promise.all([listCrawlRuns(query), listAdminSellerSites()]);
  return (
    <>
      <PageHeading
        title="크롤링 기록"
        description="판매처별 실행 기록입니다. 페이지를 누르면 읽은 주소, 오류 이유, 소요 시간을 볼 수 있습니다."
      />
      {!parsed.success ? <p className="mb-2 text-sm text-red-600">{parsed.error.issues[0]?.message}</p> : null}
      <form method="get" className="mb-3 flex flex-wrap items-center gap-2">
        <AdminFilterSelect
          name="siteId"
          label="판매처"
          all="모든 판매처"
          options={sites.map((s) => [s.id, s.name] as const)}
          value={query.siteId}
        />
        <AdminFilterSelect name="status" label="상태" all="모든 상태" options={CRAWL_RUN_STATUSES} value={query.status} />
        <AdminInput type="date" name="from" defaultValue={query.from} aria-label="시작일" />
        <span className="text-gray-500">~</span>
        <AdminInput type="date" name="to" defaultValue={query.to} aria-label="종료일" />
        <AdminButton type="submit">적용</AdminButton>
      </form>
      <CrawlRunTable runs={runs} rerunAction={crawlSellerSiteNow} />
      <p className="mt-3 text-sm text-gray-600">총 {pagination.total.toLocaleString("ko-KR")}건</p>
      <Pagination
        page={pagination.page}
        pageCount={pagination.totalPages}
        href={(page) => `/admin/crawler-logs${toQueryString({ ...raw, page })}`}
      />
    </>
  );
});
