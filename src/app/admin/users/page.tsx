import { adminPage } from "@/domains/accounts/admin-page";
import { AdminMemberTable } from "@/domains/accounts/admin-member-table";
import { listMembers } from "@/domains/accounts/queries";
import { AdminPagination } from "@/domains/admin/admin-pagination";
import { button, input } from "@/domains/admin/admin-ui";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "회원 관리" };

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

export default adminPage<Props>("/admin/users", async ({ searchParams, admin }) => {
  const params = await searchParams;
  const q = typeof params.q === "string" ? params.q.trim().slice(0, 100) : "";
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const { members, pagination } = await listMembers({ page, limit: 30, query: q || undefined });
  return (
    <>
      <PageHeading title="회원 관리" description="차단하면 그 회원의 세션이 바로 거부되고, 사유는 감사 로그에 남습니다." />
      <form method="get" role="search" className="mb-3 flex gap-2">
        <input name="q" defaultValue={q} placeholder="이메일 또는 닉네임" aria-label="회원 검색" className={`${input} w-64`} />
        <button type="submit" className={button}>
          검색
        </button>
      </form>
      <AdminMemberTable members={members} selfId={admin.id} />
      <AdminPagination
        path="/admin/users"
        params={{ q }}
        page={pagination.page}
        totalPages={pagination.totalPages}
        total={pagination.total}
      />
    </>
  );
});
