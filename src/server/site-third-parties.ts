import type { Config } from "@/platform/config";
import type { SecurityHeaderOptions } from "@/platform/http/security-headers";
import { logger } from "@/platform/logger";

type ThirdPartyIds = Pick<SecurityHeaderOptions, "gaMeasurementId" | "adsenseClientId" | "googleClientId">;
const REFRESH_MS = 1_000;

/**
 * The third-party ids the CSP allows, following the admin settings (an id saved only in /admin/settings
 * must not be blocked): re-read at most once a second from the settings cache, which every process drops
 * when any saves. Until the first read, and while the database is unreachable, the environment's values.
 */
export function followSiteThirdParties(config: Config): () => ThirdPartyIds {
  let current: ThirdPartyIds = {
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    adsenseClientId: config.ADSENSE_CLIENT_ID,
    googleClientId: config.GOOGLE_CLIENT_ID,
  };
  let readAt = 0;
  const refresh = () => {
    readAt = Date.now();
    // Lazily: the settings domain imports `server-only`, resolvable once allow-server-only ran.
    import("@/domains/settings/get-site-settings")
      .then(({ getSiteSettings }) => getSiteSettings())
      .then(
        (s) => {
          current = {
            gaMeasurementId: s.gaMeasurementId ?? undefined,
            adsenseClientId: s.adsenseClientId ?? undefined,
            googleClientId: s.googleClientId ?? undefined,
          };
        },
        (err) => logger.warn({ err }, "site settings unreadable; the CSP keeps the last third-party ids"),
      );
  };
  refresh();
  return () => {
    if (Date.now() - readAt >= REFRESH_MS) refresh();
    return current;
  };
}
