import { adminPage } from "@/app/admin/_shell/admin-page";
import { AdminMemberTable } from "@/domains/accounts/admin";
import { listMembers } from "@/domains/accounts/queries";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import { listMemberActivity } from "@/app/admin/_data/member-activity";
import { MemberActivitySummary } from "@/app/admin/_data/member-activity-summary";
import { type PageSearchParams, firstParam, toQueryString } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";

export const metadata = { title: "회원 관리" };

export default adminPage<PageSearchParams>("/admin/users", async ({ searchParams, admin }) => {
  const params = await searchParams;
  const q = (firstParam(params.q) ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.floor(Number(firstParam(params.page))) || 1);
  const { members, pagination } = await listMembers({ page, limit: 30, query: q || undefined });
  const activity = await listMemberActivity({ userIds: members.map((m) => m.id) });
  return (
    <>
      <PageHeading title="회원 관리" description="차단하면 그 회원의 세션이 바로 거부되고, 사유는 감사 로그에 남습니다." />
      <form method="get" role="search" className="mb-3 flex gap-2">
        <AdminInput name="q" defaultValue={q} placeholder="이메일 또는 닉네임" aria-label="회원 검색" className="w-64" />
        <AdminButton type="submit">검색</AdminButton>
      </form>
      <AdminMemberTable
        members={members}
        activity={Object.fromEntries([...activity].map(([id, a]) => [id, <MemberActivitySummary key={id} activity={a} />]))}
        selfId={admin.id}
      />
      <p className="mt-3 text-sm text-gray-600">총 {pagination.total.toLocaleString("ko-KR")}명</p>
      <Pagination page={pagination.page} pageCount={pagination.totalPages} href={(to) => `/admin/users${toQueryString({ q, page: to })}`} />
    </>
  );
});
