import Link from "next/link";
import { adminPage } from "@/app/admin/_shell/admin-page";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminFilterSelect } from "@/ui/admin/admin-filter-select";
import { INHALATION_LABELS } from "@/domains/catalog/labels";
import { AdminInput } from "@/ui/admin/admin-input";
import { productListQuery, AdminProductTable, listAdminProducts } from "@/domains/catalog/admin";
import { listManufacturers } from "@/domains/catalog/listing";
import { type PageSearchParams, firstParam, toQueryString } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";

const VISIBILITY = [
  ["true", "노출"],
  ["false", "숨김"],
] as const;

export const metadata = { title: "상품 관리" };

export default adminPage<PageSearchParams>("/admin/products", async ({ searchParams }) => {
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, firstParam(value) || undefined]));
  const parsed = productListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : productListQuery.parse({});
  const [{ products, pagination }, manufacturers] = await Promise.all([listAdminProducts(query), listManufacturers()]);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PageHeading title="상품 관리" description="숨긴 상품도 모두 보입니다. 이름을 누르면 속성, 판매처, 가격 기록을 고칠 수 있습니다." />
        <span className="flex gap-2">
          <AdminButton href="/admin/products/review" as={Link}>
            검토 대기열
          </AdminButton>
          <AdminButton href="/admin/products/duplicates" as={Link}>
            중복 상품
          </AdminButton>
          <AdminButton href="/admin/products/new" as={Link} variant="primary">
            상품 추가
          </AdminButton>
        </span>
      </div>
      <form method="get" className="mb-3 flex flex-wrap items-center gap-2" role="search">
        <AdminInput name="q" defaultValue={query.q} placeholder="상품 이름 검색" aria-label="상품 이름 검색" className="w-full sm:w-56" />
        <AdminFilterSelect
          name="manufacturerId"
          label="제조사"
          all="모든 제조사"
          options={manufacturers.map((m) => [m.id, m.name] as const)}
          value={query.manufacturerId}
        />
        <AdminFilterSelect
          name="inhalation"
          label="호흡 방식"
          all="입호흡·폐호흡"
          options={Object.entries(INHALATION_LABELS)}
          value={query.inhalation}
        />
        <AdminFilterSelect name="visible" label="노출" all="노출·숨김" options={VISIBILITY} value={query.visible} />
        <AdminInput name="sort" defaultValue={query.sort} aria-label="정렬" as="select">
          <option value="newest">최근 등록순</option>
          <option value="name">이름순</option>
          <option value="price">상품가 최저순</option>
          <option value="offers">판매처 많은순</option>
        </AdminInput>
        <AdminButton type="submit">적용</AdminButton>
      </form>
      <AdminProductTable rows={products} />
      <p className="mt-3 text-sm text-gray-600">총 {pagination.total.toLocaleString("ko-KR")}건</p>
      <Pagination
        page={pagination.page}
        pageCount={pagination.totalPages}
        href={(page) => `/admin/products${toQueryString({ ...raw, page })}`}
      />
    </>
  );
});
