// Extraction throughput on the saved-page corpus, against the parse floor (cheerio.load alone).
// Run: npx tsx bench/crawler/extract.bench.ts [seconds per phase, default 3]
import { load } from "cheerio";
import { extractOffer } from "@/domains/crawler/extract";
import { loadCorpus } from "../../tests/fixtures/pages/corpus";

const seconds = Number(process.argv[2] ?? 3);
const corpus = loadCorpus();
const totalKb = corpus.reduce((sum, page) => sum + page.html.length, 0) / 1024;

/** Runs `work` over the corpus round-robin for `ms`, returning pages per second. */
function measure(work: (index: number) => number, ms: number): number {
  let pages = 0;
  let checksum = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let index = 0; index < corpus.length; index++) checksum += work(index);
    pages += corpus.length;
    elapsed = performance.now() - started;
  }
  if (checksum === -1) console.log("unreachable"); // keeps the work observable
  return (pages / elapsed) * 1000;
}

const parseOnly = (index: number) => load(corpus[index].html).root().children().length;
const extract = (index: number) => {
  const page = corpus[index];
  const result = extractOffer({ html: page.html, url: page.url, selectors: page.selectors });
  return result.ok ? result.extraction.price : 0;
};

// Warm-up: let the JIT compile both paths before timing.
measure(parseOnly, 500);
measure(extract, 500);
// Alternate short rounds so a noisy neighbour slows both figures alike and the ratio stays fair.
const ROUNDS = 6;
let baselineSum = 0;
let extractionSum = 0;
for (let round = 0; round < ROUNDS; round++) {
  baselineSum += measure(parseOnly, (seconds * 1000) / ROUNDS);
  extractionSum += measure(extract, (seconds * 1000) / ROUNDS);
}
const baseline = baselineSum / ROUNDS;
const extraction = extractionSum / ROUNDS;
const ratio = extraction / baseline;

console.log(`corpus           ${corpus.length} pages, ${totalKb.toFixed(0)} KB of HTML (avg ${(totalKb / corpus.length).toFixed(1)} KB)`);
console.log(`baseline         cheerio.load only    ${baseline.toFixed(0).padStart(6)} pages/s`);
console.log(`extraction       extractOffer         ${extraction.toFixed(0).padStart(6)} pages/s  (target ≥ 300: ${extraction >= 300 ? "met" : "NOT met"})`);
console.log(`ratio            extraction/baseline  ${ratio.toFixed(2)}  (extraction costs ${(1 / ratio).toFixed(2)}× a bare parse)`);
