import Link from "next/link";
import { HeaderSearch } from "./header-search";
import { UserMenu } from "@/domains/accounts/user-menu";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { NavLinks } from "@/ui/nav-links";

/** The public header; the site name comes from the admin settings, so a change shows without a restart. */
export async function SiteHeader() {
  const { siteName: SITE_NAME } = await getSiteSettings();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <Link prefetch={false} href="/" aria-label={`${SITE_NAME} 홈`} className="text-xl font-extrabold tracking-tight text-brand-700">
          {SITE_NAME}
        </Link>
        <div className="order-3 w-full md:order-2 md:w-auto">
          <NavLinks />
        </div>
        <div className="order-2 ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 md:order-3 md:flex-none">
          <HeaderSearch />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
