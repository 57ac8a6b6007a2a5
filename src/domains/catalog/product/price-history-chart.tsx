"use client";

import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatSeoulMonthDay } from "@/platform/time/seoul";
import { formatWon, groupThousands } from "@/ui/format-won";
import { typicalBandPlugin } from "../typical-band-plugin";

export type ChartSeries = { label: string; values: Array<number | null> };

export const CHART_COLORS = ["#6d28d9", "#0ea5e9", "#f97316", "#10b981", "#e11d48", "#a16207", "#64748b", "#db2777", "#14b8a6"];
const HEIGHT = 260;

/**
 * Daily lowest prices as lines (all-in lowest first, then the lowest shop price, then each shop). uPlot is imported and drawn only when
 * the chart comes near the screen (below the offers on a phone), so it never weighs on the first load;
 * the table beside it carries the same data.
 */
export function PriceHistoryChart({ days, series, typical }: { days: string[]; series: ChartSeries[]; typical?: [number, number] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    const draw = () =>
      import("uplot").then(({ default: UPlot }) => {
        const el = container.current;
        if (cancelled || !el) return;
        const xs = days.map((day) => Date.parse(`${day}T12:00:00+09:00`) / 1000);
        plot = new UPlot(
          {
            width: el.clientWidth,
            height: HEIGHT,
            scales: { x: { time: true } },
            plugins: typical ? [typicalBandPlugin(typical, UPlot.rangeNum)] : [],
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
        observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: HEIGHT }));
        observer.observe(el);
      });
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        void draw();
      },
      { rootMargin: "200px" },
    );
    if (container.current) nearScreen.observe(container.current);
    return () => {
      cancelled = true;
      nearScreen.disconnect();
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, series, typical]);
  return (
    <div
      ref={container}
      className="min-h-[330px] w-full"
      data-testid="price-chart"
      data-typical={typical ? typical.join("-") : undefined}
      role="img"
      aria-label="일별 최저가 변동 그래프 (아래 표에 같은 내용이 있습니다)"
    />
  );
}
