import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureFirstLoadJs } from "./first-load-js";
import { freePort } from "../../scripts/cluster/child-process";

const LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="ko">
      <body>{children}</body>
    </html>
  );
}
`;
const PAGE = `import Link from "next/link";

export default function Page() {
  return <Link href="/">home</Link>;
}
`;
// node_modules is a link to the tree's own: Turbopack's root must hold both.
const CONFIG = `import { realpathSync } from "node:fs";
import path from "node:path";

export default { turbopack: { root: path.parse(realpathSync(import.meta.dirname)).root } };
`;

async function waitForPage(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Next's floor, measured: the first-load JavaScript (gzip bytes) of a blank App Router app — one layout and one page
 * with a next/link Link — built with the given tree's Next.js in a temp folder and served by `next start`. What every
 * page of any Next app of this version loads before a site adds code of its own.
 */
export async function measureNextFloor(treeDir: string): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "next-floor-"));
  try {
    mkdirSync(path.join(dir, "app"));
    writeFileSync(path.join(dir, "app", "layout.jsx"), LAYOUT);
    writeFileSync(path.join(dir, "app", "page.jsx"), PAGE);
    writeFileSync(path.join(dir, "next.config.mjs"), CONFIG);
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "next-floor", private: true, type: "module" }));
    symlinkSync(path.join(treeDir, "node_modules"), path.join(dir, "node_modules"));
    const next = path.join(treeDir, "node_modules", ".bin", "next");
    execFileSync(next, ["build"], { cwd: dir, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    const port = await freePort();
    const server = spawn(next, ["start", "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, stdio: "ignore", detached: true });
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForPage(baseUrl);
      return (await measureFirstLoadJs(baseUrl, "/")).bytes;
    } finally {
      process.kill(-server.pid!, "SIGTERM");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
