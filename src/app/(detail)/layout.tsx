import { SiteShell } from "@/app/_shell/site-shell";

// Product and post pages set all of their own metadata: no defaults here.
// Product pages add the 19+ notice in their own layout, once the product is known to exist.
export default function DetailLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
