// A store's preloaded state, as script-rendered marketplaces print it: `<script id="__NEXT_DATA__"
// type="application/json">{…}</script>` or `window.__PRELOADED_STATE__ = {…};`. The object literal is
// cut out by matching its braces and parsed as JSON; the script is never run.

const ASSIGNMENT = /(?:window\.|self\.|globalThis\.)?(__[A-Z][A-Z0-9_]*__|__data)\s*=\s*(?=[{[])/g;
const MAX_STATE_CHARS = 2_000_000;

/** The end (exclusive) of the JSON object or array starting at `start`, or -1 when it does not close. */
function closingIndex(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === "{" || char === "[") depth++;
    else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function parseLiteral(literal: string): unknown {
  try {
    return JSON.parse(literal);
  } catch {
    // Serialisers of JS state leave `undefined` and minified booleans that JSON does not have.
    try {
      return JSON.parse(
        literal
          .replace(/:\s*undefined\b/g, ":null")
          .replace(/:\s*!0\b/g, ":true")
          .replace(/:\s*!1\b/g, ":false"),
      );
    } catch {
      return undefined;
    }
  }
}

/** Every state object a script holds: the whole script when it is JSON, else each `window.__X__ = {…}`. */
export function readStateScript(text: string, isJson: boolean): unknown[] {
  if (text.length > MAX_STATE_CHARS) return [];
  const trimmed = text.trim();
  if (isJson) {
    const parsed = parseLiteral(trimmed);
    return parsed === undefined ? [] : [parsed];
  }
  const states: unknown[] = [];
  for (const match of trimmed.matchAll(ASSIGNMENT)) {
    const start = match.index + match[0].length;
    const end = closingIndex(trimmed, start);
    if (end < 0) continue;
    const parsed = parseLiteral(trimmed.slice(start, end));
    if (parsed !== undefined) states.push(parsed);
  }
  return states;
}
