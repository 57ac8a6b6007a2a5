import { Search } from "lucide-react";

/** Header search box; plain GET form so it works without JavaScript. */
export function HeaderSearch() {
  return (
    <form action="/search" role="search" className="relative">
      <label htmlFor="header-search" className="sr-only">
        액상 검색
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        placeholder="액상 검색"
        className="w-36 rounded-full border border-gray-300 bg-gray-50 py-1.5 pl-8 pr-3 text-sm sm:w-56"
      />
      <Search aria-hidden className="pointer-events-none absolute left-2.5 top-2 h-4 w-4 text-gray-500" />
    </form>
  );
}
