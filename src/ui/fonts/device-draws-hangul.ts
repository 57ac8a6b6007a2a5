/**
 * Whether the device has a font of its own that draws Hangul. Every phone and desktop sold in Korea has one; a Linux
 * machine without CJK fonts does not, and draws each syllable as the box of a missing glyph. Canvas measures text
 * with the same fallback fonts as the page: a syllable as wide as a private-use code point (which no system font
 * draws) is that box.
 */
export function deviceDrawsHangul(): boolean {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return true;
  context.font = "32px sans-serif";
  return context.measureText("한").width !== context.measureText("\uE000").width;
}
