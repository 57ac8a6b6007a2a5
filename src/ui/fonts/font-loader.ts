export type FontLoaderOptions = { linkId: string; storageKey: string };

/**
 * How long a first visit's page stays undisturbed before the font subsets are prefetched. At the first idle moment after
 * hydration, three Lighthouse mobile runs of `/` each counted a 118–244 ms task right after hydration (TBT 320, 160 and
 * 330 ms; 130, 120 and 130 ms with no prefetch): fonts for the next page are not worth the phone's start-up.
 */
const PREFETCH_AFTER_LOAD_MS = 3_000;

/**
 * The unicode-range subsets of a dynamic-subset stylesheet that some character of `text` falls in,
 * as URLs relative to the stylesheet.
 */
export function pickSubsetUrls(css: string, text: string): string[] {
  const codePoints: number[] = [];
  const seen: Record<number, true> = {};
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (!seen[code]) {
      seen[code] = true;
      codePoints.push(code);
    }
  }
  const urls: string[] = [];
  const face = /url\(([^)]+)\)[^;]*;\s*unicode-range:([^;}]+)/g;
  for (let match = face.exec(css); match; match = face.exec(css)) {
    const ranges = match[2]!.split(",").map((range) => {
      const [from, to] = range.trim().slice(2).split("-");
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
    });
    if (codePoints.some((code) => ranges.some(([from, to]) => code >= from && code <= to))) urls.push(match[1]!.replace(/["']/g, ""));
  }
  return urls;
}

/**
 * Pretendard without a font swap on screen (the font-display: optional strategy, by hand): the inline
 * `applyCachedFontScript` gives a visitor whose cache holds the font (flag in localStorage) the stylesheet
 * before the first paint. A first visit paints in the phone's own Korean font and, a few seconds after load when the
 * page is idle, prefetches the subsets its text needs; they apply on the next client-side navigation or page view.
 */
export function prefetchFontSubsets({ linkId, storageKey }: FontLoaderOptions): void {
  const link = document.getElementById(linkId) as HTMLLinkElement | null;
  if (!link || link.media === "all") return;
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
        try {
          localStorage.setItem(storageKey, "1");
        } catch {
          // Storage blocked: the next page is a first visit again.
        }
        const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
        navigation?.addEventListener("navigatesuccess", () => (link.media = "all"), { once: true });
      })
      .catch(() => undefined);
  const later = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(() => void prefetch()), PREFETCH_AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}

/** The inline part, run in <head> right after the stylesheet link: a returning visitor gets Pretendard in the first paint. */
export const applyCachedFontScript = ({ linkId, storageKey }: FontLoaderOptions) =>
  `try{localStorage.getItem(${JSON.stringify(storageKey)})&&(document.getElementById(${JSON.stringify(linkId)}).media="all")}catch(e){}`;
