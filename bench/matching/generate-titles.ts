import { romanize } from "es-hangul";
import type { MatchCatalog, MatchProduct } from "@/domains/catalog/matching";

export const SIZE = { products: 5_000, titles: 10_000 };

const SYLLABLES = "가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후".split("");
const MAKER_SUFFIXES = ["랩", "베이프", "리퀴드", "팩토리", "하우스", "주스", "공방", "크래프트", "믹스", "브루"];
const FLAVOURS = [
  "딸기",
  "바나나",
  "망고",
  "포도",
  "청포도",
  "피치",
  "레몬",
  "라임",
  "수박",
  "멜론",
  "체리",
  "블루베리",
  "라즈베리",
  "요거트",
  "우롱",
  "녹차",
  "얼그레이",
  "바닐라",
  "커스터드",
  "카라멜",
  "초코",
  "커피",
  "민트",
  "멘솔",
  "타바코",
  "연초",
  "리치",
  "자몽",
  "유자",
  "코코넛",
  "솜사탕",
  "콜라",
  "사과",
  "키위",
  "파인애플",
  "오렌지",
];
const MODIFIERS = ["아이스", "쿨", "블랙"];
const BOTTLES = [
  { inhalation: "MTL", nicotineForm: "salt", nicotineMg: 9.8, volumeMl: 30 },
  { inhalation: "DL", nicotineForm: "freebase", nicotineMg: 3, volumeMl: 60 },
  { inhalation: "DL", nicotineForm: "freebase", nicotineMg: 6, volumeMl: 60 },
] as const;

/** A deterministic pseudo-random stream (mulberry32), so every run benchmarks the same titles. */
function randomStream(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** 5,000 products: 250 makers with a romanised alias each, liquids of one or two flavours (some iced), three bottles each. */
export function generateCatalogue(): MatchCatalog {
  const random = randomStream(7);
  const makers = new Set<string>();
  while (makers.size < 250) makers.add(`${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}${random.pick(MAKER_SUFFIXES)}`);
  const manufacturers = [...makers].map((name) => ({ name, aliases: [romanize(name)] }));
  const products: MatchProduct[] = [];
  for (const maker of makers) {
    const names = new Set<string>();
    while (names.size < 7) {
      const first = random.pick(FLAVOURS);
      const second = random.next() < 0.4 ? ` ${random.pick(FLAVOURS)}` : "";
      const modifier = random.next() < 0.25 ? ` ${random.pick(MODIFIERS)}` : "";
      if (!second.includes(first)) names.add(`${first}${second}${modifier}`);
    }
    for (const name of names) {
      for (const bottle of BOTTLES) {
        if (products.length < SIZE.products) products.push({ id: products.length + 1, manufacturer: maker, name, ...bottle });
      }
    }
  }
  return { manufacturers, products };
}

/** A generated title and the catalogue bottle it was written from; only a `bottle` title may match it. */
export type BenchTitle = { title: string; productId: number; kind: "bottle" | "set" | "other-flavour" | "other-strength" };

const NOISE = ["", "★당일발송★ ", "[정품] ", "(국내정품) ", "【무료배송】 "];
const SKIPS = ["3병 세트", "x 2개", "[1+1]", "2종", "카트리지 3개입", "[기기] 디바이스", "코일 0.8옴"];

/** 10,000 titles: most name a catalogue bottle in a shop's way, the rest are sets, new bottles or flavours, and typos. */
export function generateTitles(catalog: MatchCatalog): BenchTitle[] {
  const random = randomStream(11);
  const aliasOf = new Map(catalog.manufacturers.map((maker) => [maker.name, maker.aliases?.[0] ?? maker.name]));
  return Array.from({ length: SIZE.titles }, () => {
    const product = random.pick(catalog.products);
    const maker = random.next() < 0.3 ? aliasOf.get(product.manufacturer)!.toUpperCase() : product.manufacturer;
    const name = random.next() < 0.2 ? product.name.replace(" ", "") : product.name;
    const inhaling = random.next() < 0.5 ? (product.inhalation === "MTL" ? "[입호흡] " : "[폐호흡] ") : "";
    const specs =
      random.next() < 0.5 ? `${product.volumeMl}ml ${product.nicotineMg}mg` : `${product.volumeMl} ML 니코틴 ${product.nicotineMg}`;
    const kind = random.next();
    const productId = product.id;
    if (kind < 0.1) return { title: `${maker} ${name} ${specs} ${random.pick(SKIPS)}`, productId, kind: "set" };
    if (kind < 0.2)
      return { title: `${random.pick(NOISE)}${maker} ${random.pick(FLAVOURS)} ${name} ${specs}`, productId, kind: "other-flavour" };
    if (kind < 0.25) return { title: `${maker} ${name} ${product.volumeMl}ml 12mg`, productId, kind: "other-strength" };
    return { title: `${random.pick(NOISE)}${inhaling}${maker} ${name} ${specs}`, productId, kind: "bottle" };
  });
}
