import uPlot from "uplot";
// With the drawing, not the chart component: the product face then loads on plain Node (bench, demo seeders, server.ts).
import "uplot/dist/uPlot.min.css";
import { formatSeoulMonthDay } from "@/platform/time/seoul";
import { formatWon, groupThousands } from "@/ui/format-won";
import { typicalBandPlugin } from "./typical-band-plugin";
import { CHART_COLORS, CHART_HEIGHT, type ChartSeries } from "./chart-style";

/**
 * The uPlot chart itself, loaded with uPlot when the chart comes near the screen: its options, the 평소 가격 band and
 * the Korean labels weigh nothing on the page's first load.
 */
export function drawPriceChart(
  el: HTMLElement,
  { days, series, typical }: { days: string[]; series: ChartSeries[]; typical?: [number, number] },
): uPlot {
  const xs = days.map((day) => Date.parse(`${day}T12:00:00+09:00`) / 1000);
  return new uPlot(
    {
      width: el.clientWidth,
      height: CHART_HEIGHT,
      scales: { x: { time: true } },
      plugins: typical ? [typicalBandPlugin(typical, uPlot.rangeNum)] : [],
      cursor: { points: { size: 6 } },
      series: [
        { label: "날짜", value: (_u, ts) => (ts == null ? "-" : formatSeoulMonthDay(new Date(ts * 1000))) },
        ...series.map((s, i) => ({
          label: s.label,
          stroke: CHART_COLORS[i % CHART_COLORS.length],
          width: i === 0 ? 3 : i === 1 ? 2 : 1.25,
          dash: i === 1 ? [6, 4] : undefined,
          show: i < 5,
          value: (_u: uPlot, v: number | null) => (v == null ? "-" : formatWon(v)),
        })),
      ],
      axes: [
        { values: (_u, splits) => splits.map((ts) => formatSeoulMonthDay(new Date(ts * 1000))) },
        { size: 64, values: (_u, splits) => splits.map(groupThousands) },
      ],
    },
    [xs, ...series.map((s) => s.values)] as uPlot.AlignedData,
    el,
  );
}
