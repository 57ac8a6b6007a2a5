"use client";

import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatSeoulMonthDay } from "@/platform/time/seoul";

const HEIGHT = 180;

/** A 14-day count as a uPlot chart (loaded after the page); the numbers are also in the card above it. */
export function DailyChart({
  label,
  days,
  color = "#6d28d9",
}: {
  label: string;
  days: Array<{ day: string; count: number }>;
  color?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import("uplot").then(({ default: UPlot }) => {
      const el = container.current;
      if (cancelled || !el) return;
      const bars = UPlot.paths.bars!({ size: [0.6, 24] });
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
          series: [{}, { label, stroke: color, fill: `${color}55`, paths: bars, points: { show: false } }],
          axes: [
            { values: (_u, splits) => splits.map((ts) => formatSeoulMonthDay(new Date(ts * 1000))) },
            { size: 40, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : "")) },
          ],
        },
        [days.map((d) => Date.parse(`${d.day}T12:00:00+09:00`) / 1000), days.map((d) => d.count)],
        el,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: HEIGHT }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, label, color]);
  return <div ref={container} role="img" aria-label={`${label} 최근 14일`} className="h-[180px] w-full" />;
}
