import { X } from "lucide-react";
import Link from "next/link";
import type { ActiveFilter } from "./active-filters";
import { DEFAULT_LISTING_PARAMS, listingQueryString, type ListingParams } from "./listing-params";

/** The filters that are on, as chips that each remove one; shown above the results on every width. */
export function ActiveFilterChips({ path, params, filters }: { path: string; params: ListingParams; filters: ActiveFilter[] }) {
  if (!filters.length) return null;
  const cleared = { ...DEFAULT_LISTING_PARAMS, sort: params.sort, view: params.view };
  return (
    <div className="mb-3 flex flex-wrap items-center gap-1.5" data-testid="active-filters">
      <span className="text-sm font-semibold text-gray-700">적용된 필터</span>
      <ul className="contents">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              prefetch={false}
              scroll={false}
              href={`${path}${listingQueryString(filter.without)}`}
              aria-label={`${filter.label} 필터 해제`}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              {filter.label}
              <X aria-hidden className="h-3.5 w-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link prefetch={false} scroll={false} href={`${path}${listingQueryString(cleared)}`} className="px-2 text-sm text-gray-600 underline">
        모두 지우기
      </Link>
    </div>
  );
}
