import { SiteShell } from "@/ui/site-shell";

// Product and post pages set all of their own metadata (spec §2): no defaults here.
export default function DetailLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
