import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { LazyAdSense, LazyGoogleAnalytics } from "./lazy-third-party";

/**
 * GA4 and AdSense for the public shell, each only when its id is set (admin settings, env as the
 * default): with neither, a page makes no third-party request. The admin layout never renders this.
 */
export async function ThirdPartyScripts() {
  const { gaMeasurementId, adsenseClientId } = await getSiteSettings();
  const { GA_SCRIPT_URL, ADSENSE_SCRIPT_URL } = getConfig();
  return (
    <>
      {gaMeasurementId ? <LazyGoogleAnalytics measurementId={gaMeasurementId} scriptUrl={GA_SCRIPT_URL} /> : null}
      {adsenseClientId ? <LazyAdSense clientId={adsenseClientId} scriptUrl={ADSENSE_SCRIPT_URL} /> : null}
    </>
  );
}
