"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { SearchCombobox } from "./search-combobox";

/** The header box, showing the query of the results page it is on (remounted when that changes). */
export function HeaderSearchBox() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = pathname === "/search" ? (searchParams.get("q") ?? "") : "";
  return <SearchCombobox key={query} initialQuery={query} />;
}
