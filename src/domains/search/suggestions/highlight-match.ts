import { extractChosung, isChosungQuery } from "@/platform/text/chosung";
import { normalizeSearchText } from "@/platform/text/normalize";

/**
 * Where a typed query shows in a suggested name, to highlight it: the first word's substring
 * (`레몬` in `아이스 레몬티`) or the syllables a 초성 query stands for (`ㄹㅁ` → `레몬`). Null if neither.
 */
export function findMatchRange(name: string, query: string): [start: number, end: number] | null {
  const typed = normalizeSearchText(query);
  if (!typed) return null;
  if (isChosungQuery(typed)) return findChosungRange(name, extractChosung(typed));
  const lowered = name.toLowerCase();
  for (const needle of [typed, typed.split(" ")[0]!]) {
    const start = lowered.indexOf(needle);
    if (start >= 0) return [start, start + needle.length];
  }
  return null;
}

/** Maps a 초성 key back onto the characters of `name` that produce it (spaces between are included). */
function findChosungRange(name: string, key: string): [number, number] | null {
  const positions: number[] = [];
  let initials = "";
  for (let index = 0; index < name.length; index++) {
    const initial = extractChosung(name[index]!);
    if (initial) {
      initials += initial;
      positions.push(index);
    }
  }
  const at = initials.indexOf(key);
  if (at < 0) return null;
  return [positions[at]!, positions[at + key.length - 1]! + 1];
}
