// Chromium performance traces of page loads with the CPU slowed 4× (trace-load.ts), one per page given, printed with
// what ran inside their long tasks. Run against a started server:
//   npx tsx bench/lighthouse/trace.ts http://localhost:PORT / /mouth-inhalation /products/1
import { launchChromium } from "@tests/support/browser";
import { traceLoad } from "./trace-load";

async function main() {
  const [baseUrl, ...pages] = process.argv.slice(2);
  if (!baseUrl || !pages.length) throw new Error("usage: trace.ts BASE_URL PATH…");
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const summary = await traceLoad(browser, `${baseUrl}${page}`);
      console.log(`\n${page}: long tasks ${summary.longTasks.join(", ") || "none"} ms; blocking ${summary.blockingMs} ms`);
      for (const [name, ms] of summary.top) console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${name}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
