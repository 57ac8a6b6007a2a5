import Link from "next/link";
import type { PopularSearch } from "./list-popular-searches";
import { quoteWithParticle } from "../quote-with-particle";

const chipClass = "rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm hover:border-brand-600 hover:text-brand-700";

/** No match (or nothing typed yet): what to try, popular searches and the two listings. */
export function SearchEmptyState({ query, popular }: { query?: string; popular: PopularSearch[] }) {
  return (
    <section aria-labelledby="search-empty-title" className="rounded-2xl border border-gray-200 bg-white p-6 sm:p-8">
      <h2 id="search-empty-title" className="text-lg font-bold">
        {query ? "검색 결과가 없습니다" : "이렇게 찾아보세요"}
      </h2>
      {query ? (
        <p className="mt-1 text-gray-600">{quoteWithParticle({ word: query, particle: "와/과" })} 일치하는 액상을 찾지 못했습니다.</p>
      ) : null}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-gray-600">
        <li>맞춤법을 확인하거나 더 짧은 검색어로 찾아보세요. (예: 레몬, 민트)</li>
        <li>초성만 입력해도 찾을 수 있습니다. (예: ㄹㅁ → 레몬)</li>
        <li>제조사 이름으로도 검색할 수 있습니다.</li>
      </ul>
      {popular.length ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-gray-700">인기 검색어</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {popular.map(({ query: popularQuery }) => (
              <li key={popularQuery}>
                <Link prefetch={false} href={`/search?q=${encodeURIComponent(popularQuery)}`} className={chipClass}>
                  {popularQuery}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <Link prefetch={false} href="/mouth-inhalation" className={chipClass}>
          입호흡 액상 모두 보기
        </Link>
        <Link prefetch={false} href="/lung-inhalation" className={chipClass}>
          폐호흡 액상 모두 보기
        </Link>
      </div>
    </section>
  );
}
