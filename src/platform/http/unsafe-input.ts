/** Deeper than any form or action argument of the site; React's reply decoder recurses and overflows at ~10^5. */
const MAX_NESTING = 64;
/** `\u0000` escaped in JSON text (not preceded by another backslash that escapes its own). */
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** PostgreSQL refuses 0x00 in text: a NUL, raw or JSON-escaped, can only end in an error. */
export function hasNul(text: string): boolean {
  return text.includes("\0") || ESCAPED_NUL.test(text);
}

/** Whether JSON-like `text` nests brackets deeper than any real input (brackets inside strings do not count). */
export function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > MAX_NESTING) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}
