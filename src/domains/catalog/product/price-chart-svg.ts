import { formatWon, groupThousands } from "@/ui/format-won";
import { escapeMarkup } from "./escape-markup";
import { CHART_COLORS, CHART_IMAGE_SIZE, TYPICAL_BAND_COLOR } from "./chart-style";

// The site's font stack as text (no web font is fetched); "Noto Sans CJK KR" is what fontconfig finds for the PNG.
const FONT = `'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', sans-serif`;
const PLOT = { left: 72, right: CHART_IMAGE_SIZE.width - 24, top: 78, bottom: CHART_IMAGE_SIZE.height - 52 };
const LINE = CHART_COLORS[0];

const dotted = (day: string) => day.replaceAll("-", ".");
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function frame(body: string): string {
  const { width, height } = CHART_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}"><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
}

const text = (x: number, y: number, content: string, attrs: string) => `<text x="${x}" y="${y}" ${attrs}>${escapeMarkup(content)}</text>`;

/** A card with only words (the 19+ gate's notice): no product, no price. */
export function chartNoticeSvg({ title, detail }: { title: string; detail: string }): string {
  const mid = CHART_IMAGE_SIZE.width / 2;
  return frame(
    text(mid, 150, title, `text-anchor="middle" font-size="22" font-weight="700" fill="#111827"`) +
      text(mid, 186, detail, `text-anchor="middle" font-size="15" fill="#4b5563"`),
  );
}

/** The y scale: the period's lows and the 평소 가격 band in view, padded by a tenth (a flat line gets room too). */
function yScale(values: number[], typical?: [number, number]) {
  const low = Math.min(...values, ...(typical ? [typical[0]] : []));
  const high = Math.max(...values, ...(typical ? [typical[1]] : []));
  const pad = (high - low) / 10 || Math.max(high / 20, 100);
  const [from, to] = [low - pad, high + pad];
  return (value: number) => PLOT.bottom - ((value - from) / (to - from)) * (PLOT.bottom - PLOT.top);
}

/** The line through the days with a price; a day without one (sold out everywhere) breaks it. */
function linePath(values: Array<number | null>, x: (i: number) => number, y: (v: number) => number): string {
  let path = "";
  let pen = "M";
  values.forEach((value, i) => {
    if (value === null) return void (pen = "M");
    path += `${pen}${x(i).toFixed(1)} ${y(value).toFixed(1)}`;
    pen = "L";
  });
  return path;
}

/**
 * The product's daily all-in lowest over `days` as an SVG card, drawn as the product page's chart is (its first
 * colour, the 평소 가격 band behind): the name, the date range, the period's lowest and highest marked and labelled.
 */
export function priceChartSvg({
  name,
  siteName,
  days,
  values,
  typical,
}: {
  name: string;
  siteName: string;
  days: string[];
  values: Array<number | null>;
  typical?: [low: number, high: number];
}): string {
  const head =
    text(24, 34, clip(name, 34), `font-size="20" font-weight="700" fill="#111827"`) +
    text(24, 58, `배송비 포함 최저가 · ${dotted(days[0]!)} ~ ${dotted(days.at(-1)!)} (${days.length}일)`, `font-size="14" fill="#4b5563"`) +
    text(CHART_IMAGE_SIZE.width - 24, 34, siteName, `text-anchor="end" font-size="14" font-weight="700" fill="${LINE}"`);
  const prices = values.filter((v): v is number => v !== null);
  if (!prices.length)
    return frame(
      head + text(CHART_IMAGE_SIZE.width / 2, 180, "이 기간의 가격 기록이 없습니다", `text-anchor="middle" font-size="16" fill="#6b7280"`),
    );
  const y = yScale(prices, typical);
  const x = (i: number) =>
    PLOT.left + (days.length > 1 ? (i / (days.length - 1)) * (PLOT.right - PLOT.left) : (PLOT.right - PLOT.left) / 2);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const mark = (role: "min" | "max", value: number) => {
    const i = values.indexOf(value);
    const cy = y(value);
    return (
      `<g data-role="${role}" data-value="${value}"><line x1="${PLOT.left}" x2="${PLOT.right}" y1="${cy.toFixed(1)}" y2="${cy.toFixed(1)}" stroke="#9ca3af" stroke-dasharray="4 4"/>` +
      text(PLOT.left - 8, cy + 4, groupThousands(value), `text-anchor="end" font-size="12" fill="#374151"`) +
      `<circle cx="${x(i).toFixed(1)}" cy="${cy.toFixed(1)}" r="4.5" fill="${LINE}"/></g>`
    );
  };
  const band = typical
    ? `<rect data-role="typical" x="${PLOT.left}" y="${(y(typical[1]) - 1).toFixed(1)}" width="${PLOT.right - PLOT.left}" height="${(Math.max(y(typical[0]) - y(typical[1]), 0) + 2).toFixed(1)}" fill="${TYPICAL_BAND_COLOR}"/>`
    : "";
  const foot = [
    `최저 ${formatWon(min)}`,
    `최고 ${formatWon(max)}`,
    ...(typical ? [`평소 가격 ${formatWon(typical[0])}~${formatWon(typical[1])}`] : []),
  ];
  return frame(
    head +
      band +
      `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${PLOT.bottom}" y2="${PLOT.bottom}" stroke="#d1d5db"/>` +
      `<path d="${linePath(values, x, y)}" fill="none" stroke="${LINE}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>` +
      mark("max", max) +
      mark("min", min) +
      text(PLOT.left, PLOT.bottom + 18, dotted(days[0]!).slice(5), `font-size="12" fill="#6b7280"`) +
      text(PLOT.right, PLOT.bottom + 18, dotted(days.at(-1)!).slice(5), `text-anchor="end" font-size="12" fill="#6b7280"`) +
      text(24, CHART_IMAGE_SIZE.height - 14, foot.join(" · "), `data-role="summary" font-size="14" font-weight="600" fill="#111827"`),
  );
}
