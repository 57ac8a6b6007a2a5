export type Timing = { p50: number; p95: number; runs: number };

export const RUNS = Number(process.env.BENCH_RUNS ?? 120);

/** Listing URLs the benchmark rotates through: filters, sorts and deep pages on both listings. */
export const LISTING_VARIANTS = [
  "/mouth-inhalation",
  "/mouth-inhalation?sort=price",
  `/lung-inhalation?tag=${encodeURIComponent("과일")}&vol=60`,
  "/mouth-inhalation?maker=vice-lab&maker=salt-king&sort=per_ml",
  "/mouth-inhalation?cool=2&form=salt&page=3",
  "/lung-inhalation?stock=1&sort=drop",
  "/mouth-inhalation?min=10000&max=15000&sort=newest",
  "/lung-inhalation?mg=3&page=10",
];

/** Visible products spread over the generated catalogue (every 50th product, ids 1, 51, 101…, is hidden there). */
export const PRODUCT_IDS = Array.from({ length: 44 }, (_, i) => 3 + i * 227).filter((id) => (id - 1) % 50 !== 0);

/** Other visible products, each asked for once (`timeFirst`): a product page whose cached data is cold. */
export const COLD_PRODUCT_IDS = Array.from({ length: 120 }, (_, i) => 5 + i * 83).filter(
  (id) => (id - 1) % 50 !== 0 && !PRODUCT_IDS.includes(id),
);

/** Listing URLs with a price ceiling never asked before: filter sets whose facet counts are not cached. */
export const NEW_FILTER_LISTINGS = Array.from({ length: 120 }, (_, i) => `/${i % 2 ? "lung" : "mouth"}-inhalation?max=${20_000 + i * 10}`);

export const AUTOCOMPLETE_QUERIES = ["ㄹㅁ", "레몬", "래몬", "망고", "ㅂㄹㅂㄹ", "아이스", "클래식 연초", "바이스랩", "샤인머스켓"];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

const summary = (times: number[]): Timing => {
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), runs: times.length };
};

/** Calls `fn` once per input, without warm-up: what a first request for each costs. */
export async function timeFirst<T>(inputs: readonly T[], fn: (input: T) => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await fn(input);
    times.push(performance.now() - started);
  }
  return summary(times);
}

/** Calls `fn` over the inputs in turn, one call at a time, after one warm-up pass; p50/p95 in ms. */
export async function timeEach<T>(inputs: readonly T[], fn: (input: T) => Promise<unknown>, runs = RUNS): Promise<Timing> {
  for (const input of inputs) await fn(input);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(inputs[i % inputs.length]!);
    times.push(performance.now() - started);
  }
  return summary(times);
}
