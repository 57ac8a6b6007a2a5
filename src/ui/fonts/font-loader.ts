import { deviceDrawsHangul } from "./device-draws-hangul";

export type FontLoaderOptions = { linkId: string; storageKey: string };

/**
 * How long a first visit's page stays undisturbed before the font subsets are prefetched. At the first idle moment after
 * hydration, three Lighthouse mobile runs of `/` each counted a 118–244 ms task right after hydration (TBT 320, 160 and
 * 330 ms; 130, 120 and 130 ms with no prefetch): fonts for the next page are not worth the phone's start-up.
 */
const PREFETCH_AFTER_LOAD_MS = 3_000;

/** The distinct code points of `text`, ascending. */
function sortedCodePoints(text: string): Uint32Array {
  const distinct = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    distinct.add(code);
    if (code > 0xffff) i++;
  }
  return Uint32Array.from(distinct).sort();
}

/** Whether some code point (ascending) lies in `from`–`to`: a binary search for the first one ≥ `from`. */
function anyInRange(codes: Uint32Array, from: number, to: number): boolean {
  let low = 0;
  let high = codes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (codes[middle]! < from) low = middle + 1;
    else high = middle;
  }
  return low < codes.length && codes[low]! <= to;
}

/**
 * The unicode-range subsets of a dynamic-subset stylesheet that some character of `text` falls in,
 * as URLs relative to the stylesheet. Pretendard's stylesheet lists 3,459 ranges: each is looked up in the page's
 * sorted code points (a binary search) and a face stops at its first hit, so a long page costs a few milliseconds
 * of a phone's main thread, not a hundred.
 */
export function pickSubsetUrls(css: string, text: string): string[] {
  const codes = sortedCodePoints(text);
  const urls: string[] = [];
  const face = /url\(([^)]+)\)[^;]*;\s*unicode-range:([^;}]+)/g;
  const range = /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/gi;
  for (let match = face.exec(css); match; match = face.exec(css)) {
    range.lastIndex = 0;
    for (let r = range.exec(match[2]!); r; r = range.exec(match[2]!)) {
      const from = parseInt(r[1]!, 16);
      if (anyInRange(codes, from, r[2] === undefined ? from : parseInt(r[2], 16))) {
        urls.push(match[1]!.replace(/["']/g, ""));
        break;
      }
    }
  }
  return urls;
}

/**
 * Pretendard without a font swap on screen (the font-display: optional strategy, by hand): the inline
 * `applyCachedFontScript` gives a visitor whose cache holds the font (flag in localStorage) the stylesheet
 * before the first paint. A first visit paints in the phone's own Korean font and, a few seconds after load when the
 * page is idle, prefetches the subsets its text needs; they apply on the next client-side navigation or page view. A
 * device with no Korean font (`deviceDrawsHangul`), which until then shows boxes for Hangul, gets the stylesheet then
 * instead of the prefetch.
 */
export function prefetchFontSubsets({ linkId, storageKey }: FontLoaderOptions): void {
  const link = document.getElementById(linkId) as HTMLLinkElement | null;
  if (!link || link.media === "all") return;
  const remember = () => {
    try {
      localStorage.setItem(storageKey, "1");
    } catch {
      // Storage blocked: the next page is a first visit again.
    }
  };
  // textContent, not innerText: innerText would lay out the whole page, offscreen tiles included.
  const prefetch = () =>
    fetch(link.href)
      .then((response) => response.text())
      .then((css) => {
        for (const url of pickSubsetUrls(css, document.body.textContent ?? "")) {
          const hint = document.createElement("link");
          hint.rel = "prefetch";
          hint.as = "font";
          hint.crossOrigin = "anonymous";
          hint.href = new URL(url, link.href).href;
          document.head.appendChild(hint);
        }
        remember();
        const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
        navigation?.addEventListener("navigatesuccess", () => (link.media = "all"), { once: true });
      })
      .catch(() => undefined);
  // Without a Korean font of its own the page shows boxes for Hangul: such a device gets the font on this view, and the
  // browser loads the subsets the page uses (once: prefetched as well, each file came twice).
  const applyNow = () => {
    link.media = "all";
    remember();
  };
  const atIdle = () => (deviceDrawsHangul() ? void prefetch() : applyNow());
  const later = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(atIdle), PREFETCH_AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}

/** The inline part, run in <head> right after the stylesheet link: a returning visitor gets Pretendard in the first paint. */
export const applyCachedFontScript = ({ linkId, storageKey }: FontLoaderOptions) =>
  `try{localStorage.getItem(${JSON.stringify(storageKey)})&&(document.getElementById(${JSON.stringify(linkId)}).media="all")}catch(e){}`;
