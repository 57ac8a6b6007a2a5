import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// `npm start` must work on a fresh clone: build the production bundle when it is missing or older
// than the sources.
const distDir = process.env.NEXT_DIST_DIR || ".next";
const buildId = path.join(distDir, "BUILD_ID");
const sources = ["src", "public", "next.config.ts", "package-lock.json", "postcss.config.mjs"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? "소스가 바뀌어 다시 빌드합니다…" : "처음 실행: 운영 빌드를 만듭니다 (1~3분)…");
  execFileSync("npx", ["next", "build"], { stdio: "inherit" });
}
