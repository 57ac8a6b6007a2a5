import { expect, it, vi } from "vitest";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { updateSiteSettings } from "@/domains/settings/update-site-settings";
import { getConfig } from "@/platform/config";
import { contentSecurityPolicy } from "@/platform/http/security-headers";
import { followSiteThirdParties } from "@/server/site-third-parties";
import { createAdmin } from "../support/account-factories";
import { describeEachDatabase } from "../support/test-db";

describeEachDatabase("CSP third parties", () => {
  it("follow the admin settings: an id saved only in /admin/settings is allowed by the next responses", async () => {
    const config = getConfig();
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
    const ids = followSiteThirdParties({ ...config, GA_SCRIPT_URL: "http://127.0.0.1:9/gtag/js" });
    const policy = () =>
      contentSecurityPolicy({
        nonce: "n",
        options: {
          baseUrl: config.BASE_URL,
          googleGsiScriptUrl: config.GOOGLE_GSI_SCRIPT_URL,
          gaScriptUrl: "http://127.0.0.1:9/gtag/js",
          ...ids(),
        },
      });
    await vi.waitFor(() => expect(ids().gaMeasurementId).toBeUndefined());
    expect(policy()).not.toContain("google-analytics.com");

    const admin = await createAdmin();
    const settings = await getSiteSettings();
    await updateSiteSettings({ actor: admin, settings: { ...settings, gaMeasurementId: "G-TEST123", adsenseClientId: "ca-pub-123" } });
    await vi.waitFor(() => expect(ids()).toMatchObject({ gaMeasurementId: "G-TEST123", adsenseClientId: "ca-pub-123" }), {
      timeout: 3_000,
    });
    expect(policy()).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy()).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:9/);
    expect(policy()).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/);

    await updateSiteSettings({ actor: admin, settings: { ...settings, gaMeasurementId: null, adsenseClientId: null } });
    await vi.waitFor(() => expect(ids().gaMeasurementId).toBeUndefined(), { timeout: 3_000 });
    expect(policy()).not.toContain("google");
  });
});
