// Extraction throughput on the saved-page corpora (structured data + visible-price pages), against
// the parse floor (cheerio.load alone).
// Run: npx tsx bench/crawler/extract.bench.ts [seconds per phase, default 3] [--large]
// Rates are pages per CPU-second of this process (one core), so a busy machine does not skew
// them; wall-clock rates are printed alongside.
import { load } from "cheerio";
import { extractOffer } from "@/domains/crawler/extract";
import { loadCorpus } from "@tests/fixtures/pages/corpus";

const seconds = Number(process.argv.find((arg) => /^\d+(\.\d+)?$/.test(arg)) ?? 3);
const saved = [...loadCorpus(), ...loadCorpus("../visible-pages/")];
// Live shop pages are far larger than the hand-written corpus (long related-item lists, inline
// scripts): one extra page grows the Cafe24 fixture to that size, listings repeated.
const cafe24 = saved.find((page) => page.file === "cafe24-normal.html")!;
const listItem = /<li class="xans-record-"><div class="box">[\s\S]*?<\/li>/.exec(cafe24.html)![0];
const large = {
  ...cafe24,
  file: "cafe24-large (synthetic)",
  html: cafe24.html.replace('<ul class="prdList">', `<ul class="prdList">${listItem.repeat(300)}`),
};
const onlyLarge = process.argv.includes("--large");
const corpus = onlyLarge ? [large] : saved;
const totalKb = corpus.reduce((sum, page) => sum + page.html.length, 0) / 1024;

type Sample = { pages: number; cpuMs: number; wallMs: number };

/** Runs `work` over the corpus round-robin for `ms` of wall time. */
function measure(work: (index: number) => number, ms: number): Sample {
  let pages = 0;
  let checksum = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let wallMs = 0;
  while (wallMs < ms) {
    for (let index = 0; index < corpus.length; index++) checksum += work(index);
    pages += corpus.length;
    wallMs = performance.now() - started;
  }
  const used = process.cpuUsage(cpu);
  if (checksum === -1) console.log("unreachable"); // keeps the work observable
  return { pages, cpuMs: (used.user + used.system) / 1000, wallMs };
}

// `index` runs over the corpus (measure below), so the page exists.
const parseOnly = (index: number) => load(corpus[index]!.html).root().children().length;
const extract = (index: number) => {
  const page = corpus[index]!;
  const result = extractOffer({ html: page.html, url: page.url, selectors: page.selectors });
  return result.ok ? result.extraction.price : 0;
};

// Warm-up: let the JIT compile both paths before timing.
measure(parseOnly, 500);
measure(extract, 500);
// Alternate short rounds so a noisy neighbour affects both figures alike.
const ROUNDS = 6;
const total = { baseline: { pages: 0, cpuMs: 0, wallMs: 0 }, extraction: { pages: 0, cpuMs: 0, wallMs: 0 } };
for (let round = 0; round < ROUNDS; round++) {
  for (const [key, work] of [
    ["baseline", parseOnly],
    ["extraction", extract],
  ] as const) {
    const sample = measure(work, (seconds * 1000) / ROUNDS);
    total[key].pages += sample.pages;
    total[key].cpuMs += sample.cpuMs;
    total[key].wallMs += sample.wallMs;
  }
}
const perCpuSecond = (sample: Sample) => (sample.pages / sample.cpuMs) * 1000;
const perWallSecond = (sample: Sample) => (sample.pages / sample.wallMs) * 1000;
const baseline = perCpuSecond(total.baseline);
const extraction = perCpuSecond(total.extraction);
const ratio = extraction / baseline;
const row = (label: string, sample: Sample) =>
  `${label.padEnd(31)} ${perCpuSecond(sample).toFixed(0).padStart(6)} pages/s per core   (${perWallSecond(sample).toFixed(0)} pages/s wall clock)`;

console.log(
  `corpus                          ${corpus.length} pages, ${totalKb.toFixed(0)} KB of HTML (avg ${(totalKb / corpus.length).toFixed(1)} KB)`,
);
console.log(row("baseline: cheerio.load only", total.baseline));
console.log(row("extraction: extractOffer", total.extraction));
console.log(`target ≥ 300 pages/s per core:   ${extraction >= 300 ? "met" : "NOT met"}`);
console.log(`ratio extraction/baseline:       ${ratio.toFixed(2)}  (a full extraction costs ${(1 / ratio).toFixed(2)}× a bare parse)`);
