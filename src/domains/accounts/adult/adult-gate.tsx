import type { Metadata } from "next";
import { adultGateNeedsIdentity } from "../adult-standing";
import { identityGateHolds, isConfirmedAdult } from "./request-adult-standing";
import { LazyAdultNotice } from "./lazy-adult-notice";
import { LazyIdentityNotice } from "../identity";

/**
 * ADULT_VERIFICATION=notice's 19+ notice (청소년 이용 불가), once per visitor: the content stays in the HTML for search
 * engines but hidden and inert. `pathPrefix` limits it to some paths of a shared layout (e.g. "/products/").
 */
export async function AdultGate({ children, pathPrefix = "/" }: { children: React.ReactNode; pathPrefix?: string }) {
  // Under `identity` the page itself is gated (gatedPage): a layout's children are rendered into the RSC payload anyway.
  if (adultGateNeedsIdentity() || (await isConfirmedAdult("notice"))) return <>{children}</>;
  return <LazyAdultNotice pathPrefix={pathPrefix}>{children}</LazyAdultNotice>;
}

/**
 * A page that ADULT_VERIFICATION=identity replaces with the 본인인증 notice until the request is a verified adult's:
 * the page is then never rendered, so nothing of it reaches the HTML or the RSC payload.
 */
export function gatedPage<P extends object>(Page: (props: P) => Promise<React.ReactNode>) {
  return async function GatedPage(props: P) {
    if (await identityGateHolds()) return <LazyIdentityNotice />;
    return <Page {...props} />;
  };
}

/** A gated page's metadata: under `identity`, until 본인인증, nothing of the product (no name or price in title or cards). */
export async function gatedMetadata(full: () => Promise<Metadata>): Promise<Metadata> {
  if (await identityGateHolds()) return { title: "청소년 이용 불가", robots: { index: false, follow: true } };
  return { ...(await full()), ...adultGateMetadata() };
}

/** Under `identity` a gated page shows crawlers only the notice: kept out of the index (and out of the sitemap). */
export function adultGateMetadata(): Metadata {
  return adultGateNeedsIdentity() ? { robots: { index: false, follow: true } } : {};
}

/** The layout of a gated listing or search route: only its `noindex` under `identity` (the page gates itself). */
export function GatedRouteLayout({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
