import Link from "next/link";
import type { ActiveFilter } from "./active-filters";
import { DEFAULT_LISTING_PARAMS, listingQueryString, type ListingParams } from "./listing-params";

/** The filters that are on, as chips that each remove one; shown above the results on every width. */
export function ActiveFilterChips({ path, params, filters }: { path: string; params: ListingParams; filters: ActiveFilter[] }) {
  if (!filters.length) return null;
  const cleared = { ...DEFAULT_LISTING_PARAMS, sort: params.sort, view: params.view };
  return (
    <div className="filter-chips" data-testid="active-filters">
      <span>적용된 필터</span>
      <ul className="contents">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              prefetch={false}
              scroll={false}
              href={`${path}${listingQueryString(filter.without)}`}
              aria-label={`${filter.label} 필터 해제`}
              className="filter-chip"
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link prefetch={false} scroll={false} href={`${path}${listingQueryString(cleared)}`} className="filter-chips-clear">
        모두 지우기
      </Link>
    </div>
  );
}
