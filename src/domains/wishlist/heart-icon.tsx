/**
 * The heart, drawn once per page as an SVG symbol that every heart button uses. Inline SVG, not a CSS mask: a mask's
 * data-URL SVG is an image document of its own, built while styles are computed (docs/decisions/main-thread.md, seventh
 * round); a `<use>` costs a grid ~55 bytes a heart where a copy of the path would cost ~250.
 */
const HEART_SYMBOL_ID = "heart";

export function HeartSymbol() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
        <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
      </symbol>
    </svg>
  );
}

/** One heart: outlined, or filled when the button's data-state is "on" (heart-button.css). */
export function HeartIcon() {
  return (
    <svg aria-hidden="true">
      <use href={`#${HEART_SYMBOL_ID}`} />
    </svg>
  );
}
