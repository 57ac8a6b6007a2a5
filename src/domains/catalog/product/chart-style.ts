/** One line of the price chart: its legend label and a value (or a gap) per day. */
export type ChartSeries = { label: string; values: Array<number | null> };

export const CHART_COLORS = ["#6d28d9", "#0ea5e9", "#f97316", "#10b981", "#e11d48", "#a16207", "#64748b", "#db2777", "#14b8a6"];
export const CHART_HEIGHT = 260;
/** The 평소 가격 band's fill; the legend swatch uses the same colour. */
export const TYPICAL_BAND_COLOR = "rgba(16, 185, 129, 0.16)";
/** The embeddable chart image's size (CSS pixels; the PNG has as many). */
export const CHART_IMAGE_SIZE = { width: 640, height: 320 } as const;
