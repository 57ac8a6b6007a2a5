import { UserMenu } from "@/domains/accounts/user-menu";
import { NotificationBell } from "@/domains/notifications/notification-bell";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { SiteHeaderBar } from "./site-header-bar";

/** The public header; the site name comes from the admin settings, so a change shows without a restart. */
export async function SiteHeader() {
  const { siteName } = await getSiteSettings();
  return <SiteHeaderBar siteName={siteName} userMenu={<UserMenu bell={<NotificationBell className="icon-button" />} />} />;
}
