import { adminPage } from "@/app/admin/_shell/admin-page";
import { AdminProductEditor } from "@/domains/catalog/admin";
import { listManufacturers } from "@/domains/catalog/listing";
import { type PageSearchParams, firstParam } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "상품 추가" };

export default adminPage<PageSearchParams>("/admin/products/new", async ({ searchParams }) => {
  const params = await searchParams;
  const name = firstParam(params.name);
  const unmatchedId = Number(firstParam(params.unmatched));
  const linkUnmatchedId = Number.isInteger(unmatchedId) && unmatchedId > 0 ? unmatchedId : undefined;
  return (
    <>
      <PageHeading
        title="상품 추가"
        description={
          linkUnmatchedId ? "저장하면 발견된 판매처 상품이 이 상품에 연결됩니다." : "저장하면 판매처 상품 주소를 추가할 수 있습니다."
        }
      />
      <AdminProductEditor
        manufacturers={await listManufacturers()}
        defaultName={(name ?? "").slice(0, 100)}
        linkUnmatchedId={linkUnmatchedId}
      />
    </>
  );
});
