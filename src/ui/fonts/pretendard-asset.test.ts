import { describe, expect, it } from "vitest";
import { PRETENDARD_DIR, PRETENDARD_STYLESHEET_URL, readPretendardAsset } from "./pretendard-asset";

describe("readPretendardAsset", () => {
  it("serves the dynamic-subset stylesheet, whose faces point at files it also serves", async () => {
    const css = await readPretendardAsset(PRETENDARD_STYLESHEET_URL.split("/").slice(2));
    expect(css?.contentType).toBe("text/css; charset=utf-8");
    const text = css!.body.toString("utf8");
    expect(text).toContain("font-display: swap");
    const firstFile = text.match(/url\(\.\/(woff2-dynamic-subset\/[^)]+)\)/)![1]!;
    const font = await readPretendardAsset([PRETENDARD_DIR, ...firstFile.split("/")]);
    expect(font?.contentType).toBe("font/woff2");
    expect(font!.body.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("refuses every other path", async () => {
    for (const segments of [
      ["pretendard-0.0.0", "pretendardvariable-dynamic-subset.css"],
      [PRETENDARD_DIR, "..", "package.json"],
      [PRETENDARD_DIR, "woff2-dynamic-subset", "../../../../package.json"],
      [PRETENDARD_DIR, "woff2", "PretendardVariable.woff2"],
      [PRETENDARD_DIR],
    ]) {
      expect(await readPretendardAsset(segments)).toBeNull();
    }
  });
});
