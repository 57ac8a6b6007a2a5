import { adminPage } from "@/app/admin/_shell/admin-page";
import { listBoards } from "@/domains/community/boards";
import { AdminBoardManager, AdminReportTable, listReportedContent } from "@/domains/community/moderation";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "커뮤니티 관리" };

export default adminPage("/admin/community", async () => {
  const [open, hidden, boards] = await Promise.all([
    listReportedContent({ status: "open" }),
    listReportedContent({ status: "hidden" }),
    listBoards({ includeHidden: true }),
  ]);
  return (
    <div className="space-y-6">
      <PageHeading
        title="커뮤니티 관리"
        description="신고된 글·댓글·리뷰를 숨기거나 기각하고, 게시판 목록을 관리합니다. 처리 내역은 감사 로그에 남습니다."
      />
      <section className="space-y-2">
        <h2 className="font-bold">
          신고 대기 <span className="text-sm font-normal text-gray-600">{open.length}건</span>
        </h2>
        <AdminReportTable label="신고 대기" rows={open} empty="처리할 신고가 없습니다." />
      </section>
      <section className="space-y-2">
        <h2 className="font-bold">숨긴 항목</h2>
        <AdminReportTable label="숨긴 항목" rows={hidden.filter((row) => row.item?.hidden)} empty="숨긴 항목이 없습니다." />
      </section>
      <section className="space-y-2">
        <h2 className="font-bold">게시판</h2>
        <AdminBoardManager boards={boards} />
      </section>
    </div>
  );
});
