import type { Metadata } from "next";
import { getConfig } from "@/platform/config";
import { SiteShell } from "@/app/_shell/site-shell";

export function generateMetadata(): Metadata {
  return { title: { default: getConfig().SITE_NAME, template: `%s | ${getConfig().SITE_NAME}` }, robots: { index: false } };
}

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell>
      <div className="mx-auto w-full max-w-md">{children}</div>
    </SiteShell>
  );
}
