import type uPlot from "uplot";
import { TYPICAL_BAND_COLOR } from "./chart-style";

/**
 * Draws the typical price range (평소 가격) as a band behind the lines, and widens the y scale so the band is always in
 * view. A flat range still shows as a thin band.
 */
export function typicalBandPlugin([low, high]: [number, number], rangeNum: typeof uPlot.rangeNum): uPlot.Plugin {
  return {
    opts: (_u, opts) => ({
      ...opts,
      scales: {
        ...opts.scales,
        y: { range: (_self, min, max) => rangeNum(Math.min(min ?? low, low), Math.max(max ?? high, high), 0.1, true) },
      },
    }),
    hooks: {
      drawClear: (u) => {
        const top = u.valToPos(high, "y", true);
        const bottom = u.valToPos(low, "y", true);
        u.ctx.save();
        u.ctx.fillStyle = TYPICAL_BAND_COLOR;
        u.ctx.fillRect(u.bbox.left, top - 1, u.bbox.width, Math.max(bottom - top, 0) + 2);
        u.ctx.restore();
      },
    },
  };
}
