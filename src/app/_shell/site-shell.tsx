import { PageViewBeacon } from "@/domains/analytics/page-view-beacon";
import { ThirdPartyScripts } from "@/domains/analytics/third-party-scripts";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { SiteFooter } from "@/ui/site-footer";
import { ProductHearts } from "./product-hearts";
import { SiteHeader } from "./site-header";

export async function SiteShell({ children }: { children: React.ReactNode }) {
  const { siteName, tagline, contactEmail } = await getSiteSettings();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      <SiteHeader />
      <main id="main" className="site-main">
        <ProductHearts>{children}</ProductHearts>
      </main>
      <ThirdPartyScripts />
      <PageViewBeacon />
      <SiteFooter siteName={siteName} tagline={tagline} contactEmail={contactEmail} />
    </div>
  );
}
