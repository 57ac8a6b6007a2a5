import { adminPage } from "@/app/admin/_shell/admin-page";
import { listAuditEntryViews } from "@/app/admin/_data/audit-entries";
import { auditLogQuery, listAuditActors } from "@/domains/audit/list-audit-entries";
import { type PageSearchParams, firstParam, toQueryString } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";
import { AuditEntryTable } from "./audit-entry-table";
import { AuditLogFilters } from "./audit-log-filters";

export const metadata = { title: "감사 로그" };

export default adminPage<PageSearchParams>("/admin/audit-log", async ({ searchParams }) => {
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, firstParam(value) || undefined]));
  const parsed = auditLogQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : auditLogQuery.parse({});
  const [{ entries, pagination }, actors] = await Promise.all([listAuditEntryViews(query), listAuditActors()]);
  return (
    <>
      <PageHeading
        title="감사 로그"
        description="관리자와 자동 매칭이 바꾼 모든 것: 누가, 언제, 무엇을, 어떻게 바꿨는지. 시각은 한국 시간입니다."
      />
      {!parsed.success ? (
        <p role="alert" className="mb-2 text-sm text-red-600">
          {parsed.error.issues[0]?.message} 조건 없이 보여 드립니다.
        </p>
      ) : null}
      <AuditLogFilters query={query} actors={actors} />
      <AuditEntryTable entries={entries} />
      <p className="mt-3 text-sm text-gray-600">총 {pagination.total.toLocaleString("ko-KR")}건</p>
      <Pagination
        page={pagination.page}
        pageCount={pagination.totalPages}
        href={(page) => `/admin/audit-log${toQueryString({ ...raw, page })}`}
      />
    </>
  );
});
