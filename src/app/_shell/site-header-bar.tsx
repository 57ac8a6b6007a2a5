"use client";

import Link from "next/link";
import { HeaderSearchBox } from "@/domains/search/suggestions/client";
import { NavLinks } from "@/ui/nav-links";

/**
 * The header's bar: logo, main menu, search box and the given user-menu slot. A client component given the
 * site name: every page's RSC payload carries the header twice (the page and its not-found view), as one
 * reference and a string each instead of its element tree.
 */
export function SiteHeaderBar({ siteName, userMenu }: { siteName: string; userMenu: React.ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header-row">
        <Link prefetch={false} href="/" aria-label={`${siteName} 홈`} className="site-logo">
          {siteName}
        </Link>
        <div className="site-nav">
          <NavLinks />
        </div>
        <div className="site-tools">
          <HeaderSearchBox />
          {userMenu}
        </div>
      </div>
    </header>
  );
}
