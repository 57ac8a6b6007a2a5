import Script from "next/script";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { AdSlot } from "./ad-slot";
import { GoogleAnalytics } from "./google-analytics";

/**
 * GA4 and AdSense for the public shell, each only when its id is set (admin settings, env as the
 * default): with neither, a page makes no third-party request. The admin layout never renders this.
 */
export async function ThirdPartyScripts() {
  const { gaMeasurementId, adsenseClientId } = await getSiteSettings();
  const { GA_SCRIPT_URL, ADSENSE_SCRIPT_URL } = getConfig();
  return (
    <>
      {gaMeasurementId ? <GoogleAnalytics measurementId={gaMeasurementId} scriptUrl={GA_SCRIPT_URL} /> : null}
      {adsenseClientId ? (
        <>
          <Script
            src={`${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(adsenseClientId)}`}
            strategy="afterInteractive"
            crossOrigin="anonymous"
          />
          <AdSlot clientId={adsenseClientId} />
        </>
      ) : null}
    </>
  );
}
