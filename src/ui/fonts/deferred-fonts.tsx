import { PRETENDARD_STYLESHEET_URL } from "./pretendard-asset";

const LINK_ID = "pretendard-css";
const STORAGE_KEY = "pretendard";

// First visit: the page paints at once in the phone's own Korean font and Pretendard swaps in after
// the load event, so its ~12 subset files never compete with the first screen. Later visits find
// the files in the cache (immutable) and apply the stylesheet right away.
const SWAP_IN_SCRIPT = `(function(){var l=document.getElementById(${JSON.stringify(LINK_ID)});function on(){l.media="all";try{localStorage.setItem(${JSON.stringify(STORAGE_KEY)},"1")}catch(e){}}var seen=null;try{seen=localStorage.getItem(${JSON.stringify(STORAGE_KEY)})}catch(e){}if(seen)on();else addEventListener("load",on)})()`;

/** Pretendard, loaded without blocking the first paint (DESIGN.md: dynamic subsets, font-display: swap). */
export function DeferredFonts() {
  return (
    <>
      <link id={LINK_ID} rel="stylesheet" href={PRETENDARD_STYLESHEET_URL} media="print" />
      <script dangerouslySetInnerHTML={{ __html: SWAP_IN_SCRIPT }} />
      <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${PRETENDARD_STYLESHEET_URL}">` }} />
    </>
  );
}
