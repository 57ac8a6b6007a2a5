/**
 * Matching benchmark: 10,000 generated shop titles against a generated 5,000-product catalogue, no
 * database. Time per title of the matcher (median, p99, decisions per second) beside the existing
 * approach (the review queue's trigram suggestions, in memory), and how often each would attach a title
 * to a wrong product. Writes its bench/README.md part.
 *
 *   node --conditions=react-server --import tsx bench/matching/run.ts
 */
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createShopTitleMatcher, type MatchDecision } from "@/domains/catalog/matching";
import { updateBenchReadme } from "../lib/update-bench-readme";
import { generateCatalogue, generateTitles, SIZE, type BenchTitle } from "./generate-titles";
import { createSuggestBaseline } from "./suggest-baseline";

const BASELINE_TITLES = 1_000;
const MATCHER_PASSES = 3;
// The score from which the baseline's best suggestion would be attached without a click.
const BASELINE_ATTACH_SCORE = 0.8;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => value.toFixed(3);

/**
 * Times each title alone, `passes` times over: median and p99 of all timings, p99 of each title's
 * fastest pass (what the title costs without waiting for a core), titles per second over the first pass.
 */
function timeEach<T>(titles: BenchTitle[], decide: (title: string) => T, passes: number) {
  const times: number[] = [];
  const fastest = titles.map(() => Infinity);
  const results: T[] = [];
  let firstPassMs = 0;
  for (let pass = 0; pass < passes; pass++) {
    const started = performance.now();
    titles.forEach(({ title }, index) => {
      const start = performance.now();
      const result = decide(title);
      const took = performance.now() - start;
      if (pass === 0) results.push(result);
      times.push(took);
      fastest[index] = Math.min(fastest[index]!, took);
    });
    if (pass === 0) firstPassMs = performance.now() - started;
  }
  times.sort((a, b) => a - b);
  fastest.sort((a, b) => a - b);
  return {
    results,
    median: percentile(times, 50),
    p99: percentile(times, 99),
    fastestP99: percentile(fastest, 99),
    perSecond: Math.round((titles.length / firstPassMs) * 1000),
  };
}

const catalog = generateCatalogue();

/**
 * A bottle title matches only its bottle; a set or an unknown strength matches nothing; a title with a
 * flavour added may match another liquid of that name (`자몽` + `멜론` is the catalogue's `자몽 멜론`), never its source.
 */
function isWrongAttach(title: BenchTitle, productId: number): boolean {
  if (title.kind === "bottle") return productId !== title.productId;
  if (title.kind !== "other-flavour") return true;
  return catalog.products[productId - 1]!.name === catalog.products[title.productId - 1]!.name;
}
const titles = generateTitles(catalog);
const buildStart = performance.now();
const decide = createShopTitleMatcher(catalog);
const buildMs = performance.now() - buildStart;
for (const { title } of titles.slice(0, 200)) decide(title); // warm-up: JIT, regex compilation
const matcher = timeEach(titles, decide, MATCHER_PASSES);
const baselineTitles = titles.slice(0, BASELINE_TITLES);
const suggest = createSuggestBaseline(catalog);
const baseline = timeEach(baselineTitles, suggest, 1);

const counts = (decisions: MatchDecision[]) => {
  const by = { match: 0, new: 0, skip: 0, review: 0 };
  for (const decision of decisions) by[decision.decision] += 1;
  return by;
};
const decided = counts(matcher.results);
const wrongMatches = matcher.results.filter((d, i) => d.decision === "match" && isWrongAttach(titles[i]!, d.productId)).length;
const bottles = titles.filter((title) => title.kind === "bottle").length;
const rightMatches = matcher.results.filter(
  (d, i) => d.decision === "match" && titles[i]!.kind === "bottle" && d.productId === titles[i]!.productId,
).length;
const baselineAttached = baseline.results
  .map((best, i) => ({ best, title: baselineTitles[i]! }))
  .filter(({ best }) => best && best.score >= BASELINE_ATTACH_SCORE);
const baselineWrong = baselineAttached.filter(({ best, title }) => isWrongAttach(title, best!.productId)).length;

const lines = [
  "## matching — `node --conditions=react-server --import tsx bench/matching/run.ts`",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${cpus().length} vCPU, shared with other work), one process, no database:`,
  `${SIZE.titles.toLocaleString("en")} generated shop titles against a generated ${catalog.products.length.toLocaleString("en")}-product catalogue`,
  `(${catalog.manufacturers.length} makers with a romanised alias each). Titles: 75 % a catalogue bottle written a shop's way (noise, brackets,`,
  "English maker, spacing, `니코틴 9.8`), 10 % sets, packs, pods, devices and coils, 10 % another flavour added, 5 % a strength no bottle has.",
  "",
  "| approach | titles × passes | median ms / title | p99 ms / title | p99 of each title's fastest pass | decisions / s |",
  "|---|---|---|---|---|---|",
  `| matcher (\`createShopTitleMatcher\`) | ${titles.length.toLocaleString("en")} × ${MATCHER_PASSES} | ${ms(matcher.median)} | ${ms(matcher.p99)} | ${ms(matcher.fastestP99)} | ${matcher.perSecond.toLocaleString("en")} |`,
  `| baseline: review-queue suggestions (\`suggest-products\`' trigram similarity + ml/mg score, in memory) | ${BASELINE_TITLES.toLocaleString("en")} × 1 | ${ms(baseline.median)} | ${ms(baseline.p99)} | — | ${baseline.perSecond.toLocaleString("en")} |`,
  "",
  `Median ratio: the matcher is ${(baseline.median / matcher.median).toFixed(0)}× faster than the baseline (aim: < 5 ms median). Building the index: ${buildMs.toFixed(0)} ms.`,
  `Matcher decisions: match ${decided.match}, new ${decided.new}, skip ${decided.skip}, review ${decided.review};`,
  `wrong matches ${wrongMatches}; ${rightMatches} of ${bottles} catalogue-bottle titles matched (${((rightMatches / bottles) * 100).toFixed(1)} %).`,
  "The titles are generated from the patterns the matcher was written to read, so this share is an upper bound; the labelled sets",
  "(`tests/fixtures/matching`, printed by `labelled-titles.test.ts`) are the measure of its judgement.",
  `Baseline, had its best suggestion been attached at score ≥ ${BASELINE_ATTACH_SCORE}: ${baselineAttached.length} of ${BASELINE_TITLES} attached, ${baselineWrong} of them to a wrong product.`,
  "Each title is timed alone: with other work on the two cores, the p99 of all timings holds the times this process waited for a core or",
  "collected garbage; the p99 of each title's fastest pass is what the slowest titles cost the matcher itself. Decisions / s: first pass.",
  `Load average at the end: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ")}.`,
];
const markdown = lines.join("\n");
updateBenchReadme("matching", markdown);
console.log(markdown);
