import { headers } from "next/headers";
import { NONCE_HEADER } from "@/platform/http/security-headers";
import { applyCachedFontScript } from "./font-loader";
import { PRETENDARD_LOADER } from "./pretendard-options";
import { PRETENDARD_STYLESHEET_URL } from "./pretendard-asset";

const APPLY_SCRIPT = applyCachedFontScript(PRETENDARD_LOADER);

/**
 * Pretendard (its dynamic subsets) without blocking or repainting the first screen: a print
 * stylesheet that a one-line script switches on when the files are cached (`FontPrefetch` caches them
 * on a first visit). Without JavaScript it applies at once, with font-display: swap. The script carries
 * the response's CSP nonce.
 */
export async function DeferredFonts() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <>
      <link id={PRETENDARD_LOADER.linkId} rel="stylesheet" href={PRETENDARD_STYLESHEET_URL} media="print" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: APPLY_SCRIPT }} />
      <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${PRETENDARD_STYLESHEET_URL}">` }} />
    </>
  );
}
