/** How many times a page is warmed and asked for before a miss is taken for a real one. */
const ATTEMPTS = 5;

/**
 * `ask`'s answer once the page cache gave it (`x-page-cache: HIT`), after `warm` rendered the page into the cache. The
 * suite server crawls in the background and a price event between the two drops the warmed copy, as it must: one miss
 * proves nothing, five in a row do. Returns the last answer either way, for the caller to assert on.
 */
export async function askWhenCached<T>({
  warm,
  ask,
  cacheState,
}: {
  /** Renders the page as `ask` will be answered (same key: path, cookies, encoding), its body read to the end. */
  warm: () => Promise<unknown>;
  ask: () => Promise<T>;
  cacheState: (answer: T) => string | null | undefined;
}): Promise<T> {
  let answer!: T;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await warm();
    answer = await ask();
    if (cacheState(answer) === "HIT") return answer;
  }
  return answer;
}
