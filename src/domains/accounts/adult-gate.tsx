import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ADULT_PASS_COOKIE, adultPassValue } from "@/platform/auth/adult-pass";
import { getCurrentUser } from "@/platform/auth/current-user";
import { getConfig } from "@/platform/config";
import { memberPassesAdultGate } from "./adult-standing";
import { ADULT_COOKIE } from "./auth/adult-cookie";
import { LazyAdultNotice } from "./auth/lazy-adult-notice";
import { LazyIdentityNotice } from "./identity/lazy-identity-notice";

/**
 * Whether this request may see age-restricted pages. `notice`: the click's cookie, or a member with an adult birth year.
 * `identity`: the page cache's adult pass (given for a verified member only), or the session's member's 본인인증.
 */
async function isConfirmedAdult(mode: "identity" | "notice"): Promise<boolean> {
  const jar = await cookies();
  if (mode === "notice" && jar.get(ADULT_COOKIE)?.value === "1") return true;
  if (mode === "identity" && jar.get(ADULT_PASS_COOKIE)?.value === adultPassValue()) return true;
  const user = await getCurrentUser();
  return user !== null && (await memberPassesAdultGate({ userId: user.id }));
}

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

/** Under `identity` a gated page shows crawlers only the notice: kept out of the index (and out of the sitemap). */
export function adultGateMetadata(): Metadata {
  return getConfig().ADULT_VERIFICATION === "identity" ? { robots: { index: false, follow: true } } : {};
}

/** The layout of a listing or search route: gated under `identity` only. */
export function IdentityGateLayout({ children }: { children: React.ReactNode }) {
  return <AdultGate identityOnly>{children}</AdultGate>;
}
