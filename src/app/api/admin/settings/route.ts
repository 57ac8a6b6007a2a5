import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { siteSettingsInput } from "@/domains/settings/site-settings-form";
import { updateSiteSettings } from "@/domains/settings/update-site-settings";
import { apiRoute } from "@/platform/http/api-route";

/** The site settings in force: `{ settings }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ settings: await getSiteSettings() }));

/** Saves every setting at once (audited; every process applies it without a restart): `{ settings }`. */
export const PUT = apiRoute({ access: "admin", body: siteSettingsInput }, async ({ user, body }) => ({
  settings: await updateSiteSettings({ actor: user, settings: body }),
}));
