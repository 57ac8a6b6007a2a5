import type { Metadata } from "next";
import { getConfig } from "@/platform/config";
import { identityGateHolds, isConfirmedAdult } from "./request-adult-standing";
import { LazyAdultNotice } from "./auth/lazy-adult-notice";
import { LazyIdentityNotice } from "./identity/lazy-identity-notice";

/**
 * The 19+ notice (청소년 이용 불가) before age-restricted content. `notice`: once per visitor, the content kept in the
 * HTML for search engines but hidden and inert. `identity`: the notice instead of the content until 본인인증, for
 * everyone, crawlers included. `pathPrefix` limits the click's gate to some paths of a shared layout (e.g. "/products/");
 * `identityOnly` gates only under `identity` (listings and search, which the click never gated).
 */
export async function AdultGate({
  children,
  pathPrefix = "/",
  identityOnly = false,
}: {
  children: React.ReactNode;
  pathPrefix?: string;
  identityOnly?: boolean;
}) {
  const mode = getConfig().ADULT_VERIFICATION;
  if (identityOnly && mode === "notice") return <>{children}</>;
  if (await isConfirmedAdult(mode)) return <>{children}</>;
  if (mode === "identity") return <LazyIdentityNotice />;
  return <LazyAdultNotice pathPrefix={pathPrefix}>{children}</LazyAdultNotice>;
}

/** A gated page's metadata: under `identity`, until 본인인증, nothing of the product (no name or price in title or cards). */
export async function gatedMetadata(full: () => Promise<Metadata>): Promise<Metadata> {
  if (await identityGateHolds()) return { title: "청소년 이용 불가", robots: { index: false, follow: true } };
  return { ...(await full()), ...adultGateMetadata() };
}

/** Under `identity` a gated page shows crawlers only the notice: kept out of the index (and out of the sitemap). */
export function adultGateMetadata(): Metadata {
  return getConfig().ADULT_VERIFICATION === "identity" ? { robots: { index: false, follow: true } } : {};
}

/** The layout of a listing or search route: gated under `identity` only. */
export function IdentityGateLayout({ children }: { children: React.ReactNode }) {
  return <AdultGate identityOnly>{children}</AdultGate>;
}
