import type { Metadata } from "next";
import Link from "next/link";
import { CompareTable, listProductSummaries } from "@/domains/catalog/listing";
import { gatedPage } from "@/domains/accounts/adult";
import { PageHeading } from "@/ui/page-heading";
import { isRowId } from "@/platform/http/row-id";

export const metadata: Metadata = { title: "상품 비교", robots: { index: false, follow: true } };

const MAX_COMPARE = 4;
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `ids=1,2,3`: the valid, distinct ids in order, at most four; anything else is ignored. */
function readIds(raw: string | string[] | undefined): number[] {
  const text = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  const ids = text
    .split(",")
    .map((part) => Number(part.trim()))
    .filter(isRowId);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

export default gatedPage(async function ComparePage({ searchParams }: Props) {
  const ids = readIds((await searchParams).ids);
  const found = new Map((await listProductSummaries({ ids })).map((p) => [p.id, p]));
  const products = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  const removeHref = (id: number) => {
    const rest = products.filter((p) => p.id !== id).map((p) => p.id);
    return rest.length ? `/compare?ids=${rest.join(",")}` : "/compare";
  };
  return (
    <>
      <PageHeading
        title="상품 비교"
        description="최대 4개 상품의 성분과 가격을 나란히 비교합니다. 이 페이지 주소를 공유하면 같은 비교를 볼 수 있어요."
      />
      {products.length < ids.length ? <p className="mb-3 text-sm text-gray-600">찾을 수 없는 상품은 빼고 보여 드립니다.</p> : null}
      {products.length >= 2 ? (
        <CompareTable products={products} removeHref={removeHref} />
      ) : (
        <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200" data-testid="compare-empty">
          <p className="font-semibold">비교할 상품을 2개 이상 골라 주세요.</p>
          <p className="mt-1 text-sm text-gray-600">관심상품에서 ‘비교’를 2~4개 고르면 이곳에서 나란히 볼 수 있어요.</p>
          {products.length === 1 ? <CompareTable products={products} removeHref={removeHref} /> : null}
          <div className="mt-3 flex justify-center gap-2">
            <Link href="/wishlist" prefetch={false} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
              관심상품에서 고르기
            </Link>
            <Link href="/mouth-inhalation" prefetch={false} className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white">
              상품 둘러보기
            </Link>
          </div>
        </div>
      )}
    </>
  );
});
