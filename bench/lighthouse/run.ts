// Lighthouse 12 (mobile, default simulated throttling) with the machine's Chromium on `/`,
// `/mouth-inhalation` and a product page of the production build. Run: npx tsx bench/lighthouse/run.ts
import { execFileSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../../tests/support/browser";
import { startAppServer } from "../../tests/support/app-server";
import { updateBenchReadme } from "../lib/update-bench-readme";

type Scores = { page: string; performance: number; accessibility: number; seo: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number };

async function firstProductPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/mouth-inhalation`)).text();
  const match = html.match(/href="(\/products\/\d+)"/);
  if (!match) throw new Error("no product link on /mouth-inhalation");
  return match[1]!;
}

async function audit(url: string, port: number): Promise<Omit<Scores, "page">> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
    // A visitor who already confirmed the 19+ notice (the product page otherwise shows the notice).
    extraHeaders: { Cookie: "adult_ok=1" },
  });
  const lhr = result!.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
  };
}

async function main() {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { stdio: "inherit" });
  const server = await startAppServer({ LOG_LEVEL: "warn" });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });
  const results: Scores[] = [];
  try {
    const pages = ["/", "/mouth-inhalation", await firstProductPath(server.baseUrl)];
    for (const page of pages) {
      await fetch(`${server.baseUrl}${page}`); // warm the server, as a visitor after the first would find it
      results.push({ page, ...(await audit(`${server.baseUrl}${page}`, chrome.port)) });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: Lighthouse 12, mobile preset (simulated Moto G Power, slow 4G), Debian Chromium, production build on the embedded database with demo data.`,
    "",
    "| page | performance | accessibility | SEO | best practices | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|",
    ...results.map((r) => `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.seo} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} |`),
    "",
    "Baseline (JuiceGoblin, DESIGN.md): performance 83 / 70 / 78, LCP 1.9 s / 4.3 s / 4.2 s. Aim: performance ≥ 95, accessibility ≥ 95, SEO 100.",
  ];
  console.log(lines.join("\n"));
  updateBenchReadme("lighthouse", `## lighthouse — \`npx tsx bench/lighthouse/run.ts\`\n\n${lines.join("\n")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
