import "server-only";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Pretendard's dynamic-subset build: one stylesheet of 92 unicode-range faces and their
// woff2 files, served from the npm package under a versioned path so browsers may cache them forever.
const packageDir = path.join(process.cwd(), "node_modules", "pretendard");
const webDir = path.join(packageDir, "dist", "web", "variable");
const version = (JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string }).version;

export const PRETENDARD_DIR = `pretendard-${version}`;
export const PRETENDARD_STYLESHEET_URL = `/fonts/${PRETENDARD_DIR}/pretendardvariable-dynamic-subset.css`;

const STYLESHEET = /^pretendardvariable-dynamic-subset\.css$/;
const SUBSET = /^PretendardVariable\.subset\.\d{1,2}\.woff2$/;

export type FontAsset = { body: Buffer; contentType: string };

/** The file under `/fonts/<segments>`, or null when the path is not one of Pretendard's files. */
export async function readPretendardAsset(segments: string[]): Promise<FontAsset | null> {
  const [dir, first, second] = segments;
  if (dir !== PRETENDARD_DIR) return null;
  if (segments.length === 2 && STYLESHEET.test(first!))
    return { body: await readFile(path.join(webDir, first!)), contentType: "text/css; charset=utf-8" };
  if (segments.length === 3 && first === "woff2-dynamic-subset" && SUBSET.test(second!))
    return { body: await readFile(path.join(webDir, first, second!)), contentType: "font/woff2" };
  return null;
}
