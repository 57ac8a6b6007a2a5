import { UserMenu } from "@/domains/accounts/members";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { LazyNotificationBell } from "./lazy-notification-bell";
import { SiteHeaderBar } from "./site-header-bar";

/** The public header; the site name comes from the admin settings, so a change shows without a restart. */
export async function SiteHeader() {
  const { siteName } = await getSiteSettings();
  return <SiteHeaderBar siteName={siteName} userMenu={<UserMenu bell={<LazyNotificationBell className="icon-button" />} />} />;
}
