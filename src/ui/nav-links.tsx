"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

// Links across the site don't prefetch: every page is dynamic, so a prefetch fetches little that the
// click would not fetch again, and on a phone its parsing competes with the page's own start-up.
export function NavLinks() {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label="주요 메뉴" className="-mx-1 flex gap-1 overflow-x-auto">
      {NAV_ITEMS.map(({ href, label }) => {
        const active = isNavItemActive(href, pathname);
        return (
          <Link
            prefetch={false}
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={`whitespace-nowrap rounded-full px-3 py-1.5 text-[15px] font-semibold transition-colors ${
              active ? "bg-brand-700 text-white" : "text-gray-700 hover:bg-gray-100"
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
