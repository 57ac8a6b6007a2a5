import type { Inhalation, NicotineForm, NicotineSource } from "../schema";

/** What a title says of the bottle; a field is null when the title does not say, or says two things. */
export type StatedSpecs = {
  volumeMl: number | null;
  nicotineMg: number | null;
  inhalation: Inhalation | null;
  nicotineForm: NicotineForm | null;
  nicotineSource: NicotineSource | null;
  /** Bottles the listing sells (`1+1`, `2병 세트`, `30ml x 2`): 1 for one bottle, null when its counts disagree. */
  quantity: number | null;
  /** The title names two sizes, strengths, ways of inhaling or nicotine forms: an option page. */
  options: boolean;
};

type Reader<T> = { pattern: RegExp; value: (found: RegExpExecArray) => T };

const NUMBER = String.raw`(\d{1,3}(?:\.\d{1,2})?)`;
const VOLUME: Reader<number>[] = [
  { pattern: new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:ml|미리|밀리)(?![a-z])`, "g"), value: (f) => Number(f[1]) },
];
const NICOTINE: Reader<number>[] = [
  { pattern: /무\s*니코틴|니코틴\s*(?:없음|제로)|제로\s*니코틴|non\s*nic(?:otine)?|nicotine\s*free/g, value: () => 0 },
  { pattern: new RegExp(String.raw`(?<![\d.])${NUMBER}\s*mg(?![a-z])`, "g"), value: (f) => Number(f[1]) },
  // `니코틴 9.8`, but not `무니코틴 60ml` read as 60 mg.
  { pattern: new RegExp(String.raw`니코틴\s*${NUMBER}(?![\d.]|\s*(?:ml|미리|밀리))`, "g"), value: (f) => Number(f[1]) },
];
// `30ML 9.8`, `(6)`: beside a stated size, the one number left standing alone is the strength.
const BARE_NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}.])${NUMBER}(?![\p{L}\p{N}.])`, "gu");
const MAX_BARE_STRENGTH = 60;
const INHALATION: Reader<Inhalation>[] = [
  { pattern: /입\s*호흡(?:용)?|(?<![a-z])mtl(?![a-z])/g, value: () => "MTL" },
  { pattern: /폐\s*호흡(?:용)?|(?<![a-z])(?:r?dl|dtl)(?![a-z])/g, value: () => "DL" },
];
const NICOTINE_FORM: Reader<NicotineForm>[] = [
  { pattern: /니코틴\s*솔트|솔트\s*니코틴|솔트\s*닉|(?<![가-힣])솔트(?![가-힣])|(?<![a-z])salt(?:\s*nic)?(?![a-z])/g, value: () => "salt" },
  { pattern: /프리\s*베이스|(?<![a-z])free\s*base(?![a-z])|(?<![가-힣])프베(?![가-힣])/g, value: () => "freebase" },
];
const NICOTINE_SOURCE: Reader<NicotineSource>[] = [
  { pattern: /합성\s*니코틴|(?<![가-힣])합성(?![가-힣])|(?<![a-z])(?:synthetic|tfn)(?![a-z])/g, value: () => "synthetic" },
  { pattern: /연초\s*잎|천연\s*니코틴|연초\s*니코틴/g, value: () => "tobacco_leaf" },
  { pattern: /줄기\s*(?:니코틴|추출)?|뿌리\s*(?:니코틴|추출)?/g, value: () => "stem_root" },
];

/**
 * Reads sizes, strengths (`60ml`, `30 ml`, `9.8mg`, `니코틴 9.8`, `무니코틴`), the way of inhaling, the
 * nicotine form and source from a normalised title, and returns the title with all of them blanked.
 */
export function readStatedSpecs(text: string): { specs: Omit<StatedSpecs, "quantity">; rest: string } {
  let rest = text;
  let options = false;
  const read = <T>(readers: Reader<T>[]): T | null => {
    const seen = new Set<T>();
    for (const { pattern, value } of readers) {
      rest = rest.replace(pattern, (...args) => {
        seen.add(value(args.slice(0, -2) as unknown as RegExpExecArray));
        return " ";
      });
    }
    if (seen.size > 1) options = true;
    return seen.size === 1 ? [...seen][0]! : null;
  };
  const nicotineSource = read(NICOTINE_SOURCE);
  const nicotineMg = read(NICOTINE);
  const volumeMl = read(VOLUME);
  const specs = { nicotineSource, nicotineMg, volumeMl, inhalation: read(INHALATION), nicotineForm: read(NICOTINE_FORM) };
  if (specs.nicotineMg === null && specs.volumeMl !== null && !options) {
    const bare = [...rest.matchAll(BARE_NUMBER)];
    if (bare.length === 1 && Number(bare[0]![1]) <= MAX_BARE_STRENGTH) {
      specs.nicotineMg = Number(bare[0]![1]);
      rest = rest.replace(BARE_NUMBER, " ");
    }
  }
  return { specs: { ...specs, options }, rest };
}
