import "server-only";
import { eq } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { getDb } from "@/platform/db/client";
import { publishDomainEvents } from "@/platform/events/event-bus";
import { forgetSiteSettings, mergeSiteSettings, SITE_SETTINGS_KEY } from "./get-site-settings";
import { siteSettings } from "./schema";
import type { SiteSettings } from "./site-settings-form";

/** Only the settings that changed, as `{ key: value }` (the audit entry's before/after). */
function changedFields(before: SiteSettings, after: SiteSettings) {
  const keys = (Object.keys(after) as Array<keyof SiteSettings>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    changed: keys.length > 0,
  };
}

/**
 * Saves the site settings (audited with what changed) and tells every process to drop its copy, so
 * they apply without a restart.
 */
export async function updateSiteSettings({ actor, settings }: { actor: AuditActor; settings: SiteSettings }): Promise<SiteSettings> {
  const saved = await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY)).for("update");
    const before = mergeSiteSettings(row?.value);
    const diff = changedFields(before, settings);
    if (!diff.changed) return before;
    await tx
      .insert(siteSettings)
      .values({ key: SITE_SETTINGS_KEY, value: settings })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } });
    await recordAuditEntry({
      actor,
      action: "settings.update",
      target: { type: "settings", id: SITE_SETTINGS_KEY },
      before: diff.before,
      after: diff.after,
      db: tx,
    });
    return settings;
  });
  forgetSiteSettings();
  await publishDomainEvents([{ type: "site_settings_changed" }]);
  return saved;
}
