import "server-only";
import { getConfig } from "@/platform/config";
import { getDbHandle, type DbHandle } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { siteSettingsInput, type SiteSettings } from "./site-settings-form";
import "./site-settings-events";
import { readSiteSetting } from "./site-settings";

export const SITE_SETTINGS_KEY = "site";
/** A new seller site's crawl interval until an admin saves another default (the seller_site column's default too). */
const DEFAULT_CRAWL_INTERVAL_MINUTES = 360;
// Insurance for processes that miss an event (no Redis between them): settings are never staler than this.
const MAX_AGE_MS = 60_000;

type Cache = { value?: Promise<SiteSettings>; at: number; subscribed: boolean; db?: DbHandle };
const cache = processSlot<Cache>("siteSettings").getOrCreate(() => ({ at: 0, subscribed: false }));

/** The environment's values: what every setting is until an admin saves it. */
export function defaultSiteSettings(): SiteSettings {
  const c = getConfig();
  return {
    siteName: c.SITE_NAME,
    tagline: c.SITE_TAGLINE,
    contactEmail: c.CONTACT_EMAIL,
    crawlIntervalMinutes: DEFAULT_CRAWL_INTERVAL_MINUTES,
    crawlDelayMs: c.CRAWLER_DELAY_MS,
    // PRICE_DROP_ALERT_SHARE as a percentage, to one decimal (0.03 → 3).
    priceDropPercent: Math.round(c.PRICE_DROP_ALERT_SHARE * 1000) / 10,
    priceAlertMinHours: c.PRICE_ALERT_MIN_HOURS,
    priceSanityShare: c.CRAWLER_PRICE_SANITY_SHARE,
    alarmFailedRuns: 3,
    pushFailureAlarmPercent: 50,
    backupKeep: 7,
    gaMeasurementId: c.GA_MEASUREMENT_ID ?? null,
    adsenseClientId: c.ADSENSE_CLIENT_ID ?? null,
    googleClientId: c.GOOGLE_CLIENT_ID ?? null,
    profanityWords: [],
  };
}

/** Saved values over the defaults; a saved value that no longer validates falls back to its default. */
export function mergeSiteSettings(saved: unknown): SiteSettings {
  const defaults = defaultSiteSettings();
  if (!saved || typeof saved !== "object") return defaults;
  const merged = siteSettingsInput.safeParse({ ...defaults, ...saved });
  if (merged.success) return merged.data;
  logger.warn({ issues: merged.error.issues }, "saved site settings invalid; using the defaults");
  return defaults;
}

export function forgetSiteSettings(): void {
  cache.value = undefined;
}

/** The site's settings, cached in this process until any process saves them. */
export function getSiteSettings(): Promise<SiteSettings> {
  if (!cache.subscribed) {
    cache.subscribed = true;
    subscribeDomainEvent("site_settings_changed", forgetSiteSettings);
  }
  // A copy belongs to the database it was read from (tests switch databases within one process).
  const db = getDbHandle();
  if (!cache.value || Date.now() - cache.at > MAX_AGE_MS || cache.db !== db) {
    cache.at = Date.now();
    cache.db = db;
    const loading = readSiteSetting({ key: SITE_SETTINGS_KEY }).then(mergeSiteSettings);
    cache.value = loading;
    loading.catch(() => cache.value === loading && forgetSiteSettings());
  }
  return cache.value;
}
