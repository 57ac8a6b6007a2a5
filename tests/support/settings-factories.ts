import { getSiteSettings } from "@/domains/settings/get-site-settings";
import type { SiteSettings } from "@/domains/settings/site-settings-form";
import { updateSiteSettings } from "@/domains/settings/update-site-settings";
import { createAdmin } from "./account-factories";

/** Saves some site settings as a fresh admin would on /admin/settings (the rest stay as they are). */
export async function changeSiteSettings(changes: Partial<SiteSettings>): Promise<SiteSettings> {
  const admin = await createAdmin();
  return updateSiteSettings({ actor: admin, settings: { ...(await getSiteSettings()), ...changes } });
}
