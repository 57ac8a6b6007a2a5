import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { THEME_COLOR } from "../site-metadata";

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

// Pretendard from the npm package (no network at build or run time); read once per process.
const FONT_DIR = path.join(process.cwd(), "node_modules/pretendard/dist/public/static");
let fonts: Promise<Array<{ name: string; data: Buffer; weight: 400 | 800 }>> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "Pretendard-Regular.otf")).then((data) => ({ name: "Pretendard", data, weight: 400 as const })),
    readFile(path.join(FONT_DIR, "Pretendard-ExtraBold.otf")).then((data) => ({ name: "Pretendard", data, weight: 800 as const })),
  ]);
  return fonts;
}

/** The 1200×630 share card (og:image): site name, a headline, a line of detail and an optional price. */
export async function renderShareImage({
  siteName,
  kicker,
  title,
  detail,
  price,
}: {
  siteName: string;
  kicker?: string;
  title: string;
  detail: string;
  price?: string;
}): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: `linear-gradient(135deg, #f5f3ff 0%, #ede9fe 55%, #ddd6fe 100%)`,
        fontFamily: "Pretendard",
        color: "#1f2937",
      }}
    >
      <div style={{ display: "flex", fontSize: 44, fontWeight: 800, color: THEME_COLOR }}>{siteName}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        {kicker ? <div style={{ display: "flex", fontSize: 34, color: "#4b5563" }}>{kicker}</div> : null}
        <div style={{ display: "flex", fontSize: title.length > 18 ? 64 : 80, fontWeight: 800, lineHeight: 1.15 }}>{title}</div>
        <div style={{ display: "flex", fontSize: 34, color: "#4b5563" }}>{detail}</div>
      </div>
      <div style={{ display: "flex", alignItems: "flex-end", gap: 20 }}>
        {price ? (
          <>
            <div style={{ display: "flex", fontSize: 36, color: "#4b5563", marginBottom: 18 }}>최저가</div>
            <div style={{ display: "flex", fontSize: 88, fontWeight: 800, color: THEME_COLOR }}>{price}</div>
          </>
        ) : (
          <div style={{ display: "flex", fontSize: 40, fontWeight: 800, color: THEME_COLOR }}>
            쇼핑몰별 최저가 · 배송비 포함 실구매가 · 가격 변동
          </div>
        )}
      </div>
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() },
  );
}
