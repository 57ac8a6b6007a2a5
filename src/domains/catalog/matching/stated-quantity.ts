/**
 * How many bottles of the one liquid a listing sells at its price, read on the lowercased title with its
 * punctuation (`[1+1]`, `30ml x 2`, `2개 세트`, `3병 묶음`): 1 when the title states no count, null when it
 * states counts that disagree. A finished event (`1+1 이벤트 종료`) sells one bottle. Returns the title with
 * the counts and set words blanked, for the name.
 */
export function readStatedQuantity(raw: string): { quantity: number | null; rest: string } {
  const counts = new Set<number>();
  let rest = raw.replace(ENDED_OFFER, " ");
  for (const { pattern, count } of COUNTS) {
    rest = rest.replace(pattern, (...found) => {
      counts.add(count(found as unknown as RegExpExecArray));
      return " ";
    });
  }
  const sets = [...counts].filter((count) => count !== 1);
  return { quantity: sets.length > 1 ? null : (sets[0] ?? 1), rest: rest.replace(SET_WORDS, " ") };
}

const ENDED_OFFER = /[[(]?\s*\d\s*\+\s*\d\s*[\])]?\s*(?:이벤트|행사|event)?\s*(?:종료|마감|끝|완료|ended)/g;
const COUNTS: ReadonlyArray<{ pattern: RegExp; count: (found: RegExpExecArray) => number }> = [
  // 1+1, 2+1: the bottles paid for and the ones given.
  { pattern: /(?<![\d.])(\d)\s*\+\s*(\d)(?![\d.])/g, count: (f) => Number(f[1]) + Number(f[2]) },
  // 2 x 30ml: the count before the size (read before `x 30`).
  { pattern: /(?<![\d.])(\d{1,2})\s*[x×*]\s*(?=\d{1,3}(?:\.\d)?\s*(?:ml|미리|밀리))/g, count: (f) => Number(f[1]) },
  // 30ml x 2, ×3, *2, x 2개 (not x 30ml).
  {
    pattern:
      /(?:(?<![a-z])|(?<=m[lg]))[x×*]\s*(\d{1,2})(?![\d.]|\s*(?:ml|mg|미리|밀리))(?:\s*(?:병|개입|개|ea|팩|pack|입)(?![a-z가-힣]))?/g,
    count: (f) => Number(f[1]),
  },
  // 2병, 2개입, 3ea, 2팩, 2입 (not 2종: kinds make a mixed pack, skipped apart).
  { pattern: /(?<![\d.])(\d{1,2})\s*(?:병|개입|개|ea|팩|pack|입)(?![a-z가-힣])/g, count: (f) => Number(f[1]) },
];
const SET_WORDS = /세트|(?<![a-z])set(?![a-z])|묶음|번들|bundle|박스|(?<![a-z])box(?![a-z])/g;
