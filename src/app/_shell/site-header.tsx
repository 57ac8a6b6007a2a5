import Link from "next/link";
import { UserMenu } from "@/domains/accounts/user-menu";
import { HeaderSearchBox } from "@/domains/search/header-search-box";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { NavLinks } from "@/ui/nav-links";

/** The public header; the site name comes from the admin settings, so a change shows without a restart. */
export async function SiteHeader() {
  const { siteName: SITE_NAME } = await getSiteSettings();
  return (
    <header className="site-header">
      <div className="site-header-row">
        <Link prefetch={false} href="/" aria-label={`${SITE_NAME} 홈`} className="site-logo">
          {SITE_NAME}
        </Link>
        <div className="site-nav">
          <NavLinks />
        </div>
        <div className="site-tools">
          <HeaderSearchBox />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
