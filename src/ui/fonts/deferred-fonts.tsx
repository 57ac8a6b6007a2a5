import { headers } from "next/headers";
import { NONCE_HEADER } from "@/platform/http/security-headers";
import { loadFonts, pickSubsetUrls, type FontLoaderOptions } from "./font-loader";
import { PRETENDARD_STYLESHEET_URL } from "./pretendard-asset";

const OPTIONS: FontLoaderOptions = { linkId: "pretendard-css", storageKey: "pretendard" };
const LOADER_SCRIPT = `(${loadFonts.toString()})(${JSON.stringify(OPTIONS)},${pickSubsetUrls.toString()})`;

/**
 * Pretendard (DESIGN.md: dynamic subsets) without blocking or repainting the first screen: a print
 * stylesheet that `loadFonts` switches on when the files are cached. Without JavaScript it applies
 * at once, with font-display: swap. The loader carries the response's CSP nonce.
 */
export async function DeferredFonts() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <>
      <link id={OPTIONS.linkId} rel="stylesheet" href={PRETENDARD_STYLESHEET_URL} media="print" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LOADER_SCRIPT }} />
      <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${PRETENDARD_STYLESHEET_URL}">` }} />
    </>
  );
}
