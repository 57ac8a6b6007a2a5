import { describe, expect, it } from "vitest";
import { packHistory, unpackHistory } from "./history-wire";

describe("history on the wire", () => {
  it("sends the first day only and gets the same consecutive days back, across a month's end", () => {
    const history = {
      days: ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"],
      lowest: [100, null, 90, 90],
      lowestTotal: [130, null, 120, 120],
      sites: [{ id: 1, name: "액상나라", lows: [100, null, 90, 95], lowsTotal: [130, null, 120, 125] }],
    };
    const packed = packHistory(history);
    expect(packed).not.toHaveProperty("days");
    expect(packed.firstDay).toBe("2026-10-30");
    expect(unpackHistory(packed)).toEqual(history);
  });
});
