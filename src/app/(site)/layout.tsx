import { SiteShell } from "@/app/_shell/site-shell";
import { defaultPageMetadata } from "../site-metadata";

export const generateMetadata = defaultPageMetadata;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
