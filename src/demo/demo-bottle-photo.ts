import { createRequire } from "node:module";
import sharp, { type OverlayOptions } from "sharp";

/** Pretendard's static Bold, from the npm package the site's own font comes from: no system font has Hangul here. */
const FONT_FILE = createRequire(import.meta.url).resolve("pretendard/dist/public/static/Pretendard-Bold.otf");
const SIDE = 480;
/** The label's text box in the picture: below its coloured band, inside its white. */
const LABEL = { left: 165, top: 238, width: 150, height: 128 };

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A bottle drawn in the maker's hue: glass, black cap, white label (its text is laid on by `labelText`). */
function bottleSvg(hue: number): string {
  const tint = (lightness: number, saturation = 55) => `hsl(${hue},${saturation}%,${lightness}%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 320 320">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(97, 40)}"/><stop offset="1" stop-color="${tint(89, 45)}"/></linearGradient>
<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="${tint(28)}"/><stop offset=".45" stop-color="${tint(46)}"/><stop offset="1" stop-color="${tint(24)}"/></linearGradient></defs>
<rect width="320" height="320" fill="url(#bg)"/><ellipse cx="160" cy="292" rx="78" ry="10" fill="#000" opacity=".12"/>
<rect x="138" y="28" width="44" height="46" rx="8" fill="#1f2937"/><rect x="132" y="66" width="56" height="18" rx="4" fill="#374151"/>
<path d="M128 84h64l22 30v166a12 12 0 0 1-12 12H118a12 12 0 0 1-12-12V114z" fill="url(#glass)"/>
<rect x="106" y="140" width="108" height="110" fill="#fff" opacity=".96"/><rect x="106" y="140" width="108" height="14" fill="${tint(38)}"/>
<rect x="116" y="96" width="10" height="170" rx="5" fill="#fff" opacity=".18"/></svg>`;
}

/** The name's size on the label: short names large, long ones smaller so they wrap to two lines at most. */
const namePoints = (name: string) => (name.length <= 5 ? 24 : name.length <= 9 ? 19 : 15);

/** A long name in two lines at the space nearest its middle (Pango would break Hangul inside a word). */
function twoLines(name: string): string {
  if (name.length <= 9) return name;
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const middle = spaces.sort((a, b) => Math.abs(a - name.length / 2) - Math.abs(b - name.length / 2))[0];
  return middle === undefined ? name : `${name.slice(0, middle)}\n${name.slice(middle + 1)}`;
}

/** Maker, name and volume as one block centred on the label (Pango lays out the Hangul; long names wrap). */
async function labelText(lines: { maker: string; name: string; volume: string }): Promise<OverlayOptions> {
  const markup = `<span foreground="#4b5563" size="small">${escapeMarkup(lines.maker)}</span>\n<span foreground="#111827">${escapeMarkup(twoLines(lines.name))}</span>\n<span foreground="#374151" size="small">${lines.volume}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      fontfile: FONT_FILE,
      font: `Pretendard Bold ${namePoints(lines.name)}`,
      width: LABEL.width,
      rgba: true,
      align: "centre",
      spacing: 4,
      wrap: "word-char",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return {
    input: data,
    left: Math.round(LABEL.left + (LABEL.width - info.width) / 2),
    top: Math.round(LABEL.top + (LABEL.height - info.height) / 2),
  };
}

/**
 * A demo product's photo: a WebP bottle (~4 KB, 480 px) in its maker's hue with maker, name and volume on the label,
 * drawn here so the demo ships no image files and downloads none.
 */
export async function drawDemoBottle({
  name,
  maker,
  volumeMl,
  hue,
}: {
  name: string;
  maker: string;
  volumeMl: number;
  hue: number;
}): Promise<Buffer> {
  const label = await labelText({ maker, name, volume: `${volumeMl}ml` });
  return sharp(Buffer.from(bottleSvg(hue)))
    .composite([label])
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
