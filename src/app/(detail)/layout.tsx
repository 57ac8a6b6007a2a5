import { AdultGate } from "@/domains/accounts/adult-gate";
import { SiteShell } from "@/app/_shell/site-shell";

// Product and post pages set all of their own metadata (spec §2): no defaults here.
// Product pages show the 19+ notice to visitors who have not confirmed yet (청소년유해물건).
export default function DetailLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell>
      <AdultGate pathPrefix="/products/">{children}</AdultGate>
    </SiteShell>
  );
}
