"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_ITEMS, isNavItemActive } from "./nav-items";

// Drawn by the header's stylesheet (app/_shell/shell.css), which also marks the current page.
// Links across the site don't prefetch: every page is dynamic, so a prefetch fetches little that the
// click would not fetch again, and on a phone its parsing competes with the page's own start-up.
export function NavLinks() {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label="주요 메뉴">
      {NAV_ITEMS.map(({ href, label }) => {
        const active = isNavItemActive(href, pathname);
        return (
          <Link prefetch={false} key={href} href={href} aria-current={active ? "page" : undefined}>
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
