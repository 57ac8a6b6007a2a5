import { Suspense } from "react";
import { HeaderSearchBox } from "@/domains/search/header-search-box";
import { SearchCombobox } from "@/domains/search/search-combobox";

/** Header search slot: a GET form to /search with autocomplete (search domain). */
export function HeaderSearch() {
  return (
    <Suspense fallback={<SearchCombobox />}>
      <HeaderSearchBox />
    </Suspense>
  );
}
