import Link from "next/link";
import type { SearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";
import { dealsHref, parseDealsParams, type DealsParams } from "./deals-params";
import { INHALATION_LABELS } from "../labels";
import { listDeals } from "./list-deals";
import { PriceBasisToggle } from "../pricing";
import { ProductGrid } from "./product-grid";
import type { Inhalation } from "../schema";

const TYPE_CHOICES: Array<{ inhalation: Inhalation | null; label: string }> = [
  { inhalation: null, label: "전체" },
  { inhalation: "MTL", label: INHALATION_LABELS.MTL },
  { inhalation: "DL", label: INHALATION_LABELS.DL },
];

/** 오늘의 특가 (/deals): products whose buyable lowest is below their 90-day typical range, furthest below first. */
export async function DealsPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = parseDealsParams(searchParams);
  const listing = await listDeals({ params: requested });
  const params: DealsParams = { ...requested, page: listing.page };
  const now = new Date();
  return (
    <>
      <PageHeading
        title="오늘의 특가"
        description="지금 최저가(배송비 포함)가 최근 90일 평소 가격보다 낮은 액상입니다. 평소보다 많이 낮은 순서로 보여 드려요."
      />
      <div className="listing-toolbar">
        <div>
          <p className="text-sm text-gray-700" data-testid="result-count">
            <strong className="text-gray-900">{listing.total.toLocaleString("ko-KR")}개</strong> 상품
          </p>
          <div className="listing-tools">
            <PriceBasisToggle />
          </div>
        </div>
        <nav aria-label="호흡 방식" className="chips chips-scroll">
          {TYPE_CHOICES.map(({ inhalation, label }) => (
            <Link
              prefetch={false}
              key={label}
              href={dealsHref({ inhalation, maker: null, page: 1 })}
              aria-current={params.inhalation === inhalation ? "true" : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
      {listing.makers.length ? (
        <nav aria-label="제조사" className="chips chips-scroll mb-4">
          <Link prefetch={false} href={dealsHref({ ...params, maker: null, page: 1 })} aria-current={params.maker ? undefined : "true"}>
            모든 제조사
          </Link>
          {listing.makers.map((maker) => (
            <Link
              prefetch={false}
              key={maker.slug}
              href={dealsHref({ ...params, maker: maker.slug, page: 1 })}
              aria-current={params.maker === maker.slug ? "true" : undefined}
            >
              {`${maker.name} ${maker.count}`}
            </Link>
          ))}
        </nav>
      ) : null}
      {listing.items.length ? (
        <ProductGrid products={listing.items} now={now} label="오늘의 특가 상품" />
      ) : (
        <div className="rounded-xl bg-white p-8 text-center text-gray-700 ring-1 ring-gray-200">
          <p>지금은 평소보다 싸게 파는 상품이 없습니다.</p>
          {params.inhalation || params.maker ? (
            <Link prefetch={false} href="/deals" className="mt-2 inline-block font-semibold text-brand-700 underline">
              필터 초기화
            </Link>
          ) : null}
        </div>
      )}
      <Pagination page={params.page} pageCount={listing.pageCount} href={(page) => dealsHref({ ...params, page })} />
    </>
  );
}
