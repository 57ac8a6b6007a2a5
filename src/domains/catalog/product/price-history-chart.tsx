"use client";

import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import { CHART_HEIGHT, type ChartSeries } from "./chart-style";

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
      import("./draw-price-chart").then(({ drawPriceChart }) => {
        const el = container.current;
        if (cancelled || !el) return;
        plot = drawPriceChart(el, { days, series, typical });
        observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: CHART_HEIGHT }));
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
