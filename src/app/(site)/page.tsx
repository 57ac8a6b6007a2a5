import Link from "next/link";
import { listTopDeals, listHomeSections, ProductGrid } from "@/domains/catalog/listing";
import { gatedPage } from "@/domains/accounts/adult";
import { RankingHighlights } from "@/domains/ranking/ranking-highlights";
import type { ProductCardData } from "@/domains/catalog/product-card";
import { PageHeading } from "@/ui/page-heading";

/** A home list: its tiles say 입호흡 or 폐호흡; "more" links lead to both listings in the same order. */
function HomeSection({
  id,
  title,
  sort,
  more,
  products,
  now,
  firstOnPage,
}: {
  id: string;
  title: string;
  sort?: string;
  /** One "more" link of its own instead of the two listings'. */
  more?: { href: string; label: string };
  products: ProductCardData[];
  now: Date;
  firstOnPage: boolean;
}) {
  const query = sort ? `?sort=${sort}` : "";
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <nav aria-label={`${title} 더 보기`} className="flex gap-3 text-sm font-semibold text-brand-700">
          {more ? (
            <Link prefetch={false} href={more.href} className="hover:underline">
              {more.label}
            </Link>
          ) : (
            <>
              <Link prefetch={false} href={`/mouth-inhalation${query}`} className="hover:underline">
                입호흡 더 보기
              </Link>
              <Link prefetch={false} href={`/lung-inhalation${query}`} className="hover:underline">
                폐호흡 더 보기
              </Link>
            </>
          )}
        </nav>
      </div>
      <ProductGrid products={products} now={now} label={title} compact firstOnPage={firstOnPage} />
    </section>
  );
}

/**
 * Tiles in each of home's lists beside the 8 deals: a row of five on a wide screen, five rows on a phone, then the
 * lists' "더 보기" links. Ten each gave home 892 elements to lay out and hydrate on a phone against ccabe61's 510
 * (docs/decisions/main-thread.md, fourth round).
 */
const HOME_LIST_SIZE = 5;

export default gatedPage(async function HomePage() {
  const now = new Date();
  const [{ drops, newest, popular }, deals] = await Promise.all([
    listHomeSections({ now, limit: HOME_LIST_SIZE }),
    listTopDeals({ limit: 8 }),
  ]);
  const sections = [
    { id: "home-deals", title: "오늘의 특가", more: { href: "/deals", label: "특가 전체 보기" }, products: deals },
    { id: "home-drops", title: "오늘 가격이 내린 액상", sort: "drop", products: drops },
    { id: "home-popular", title: "인기 액상", products: popular },
    { id: "home-new", title: "새로 들어온 액상", sort: "newest", products: newest },
  ].filter((section) => section.products.length > 0);
  return (
    <>
      <PageHeading title="오늘의 액상 최저가" description="쇼핑몰별 가격을 배송비까지 더해 비교합니다." />
      <div className="grid grid-cols-2 gap-3">
        <Link
          prefetch={false}
          href="/mouth-inhalation"
          className="rounded-xl bg-brand-700 p-4 text-white shadow-sm hover:bg-brand-800 sm:p-5"
        >
          <span className="block text-lg font-bold">입호흡 액상</span>
          <span className="text-sm text-brand-100">MTL · 솔트 위주</span>
        </Link>
        <Link
          prefetch={false}
          href="/lung-inhalation"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand-600 sm:p-5"
        >
          <span className="block text-lg font-bold">폐호흡 액상</span>
          <span className="text-sm text-gray-600">DL · 프리베이스 위주</span>
        </Link>
      </div>
      {sections.map((section, index) => (
        <HomeSection key={section.id} {...section} now={now} firstOnPage={index === 0} />
      ))}
      <RankingHighlights />
    </>
  );
});
