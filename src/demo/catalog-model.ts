/**
 * The demo catalogue: shops, manufacturers, products, offers and every offer's price at any moment.
 * Pure and deterministic (hash-seeded, no clock inside): the seeder writes it to the database and the
 * demo shop server renders the same offers as shop pages, so crawls of a running site see real changes.
 */

import type { BenefitPrice } from "@/domains/catalog/benefit-price";
import { strengthLabel } from "@/domains/catalog/labels";

/** `imweb`: the unseeded shop only (unseeded-shop-model.ts); the seeded shops run on the other four. */
export type DemoPlatform = "cafe24" | "godomall" | "makeshop" | "jsonld" | "imweb";
export type DemoSellerSite = {
  slug: string;
  name: string;
  platform: DemoPlatform;
  shippingFee: number;
  freeShippingThreshold: number | null;
};
export type DemoManufacturer = { slug: string; name: string };
export type DemoProduct = {
  key: string;
  manufacturerSlug: string;
  name: string;
  inhalation: "MTL" | "DL";
  flavorTags: string[];
  cooling: number;
  vgPercent: number;
  nicotineForm: "salt" | "freebase";
  nicotineSource: "tobacco_leaf" | "stem_root" | "synthetic" | "none";
  nicotineMg: number;
  volumeMl: 30 | 60 | 100;
  description: string;
  createdDaysAgo: number;
  popularity: number;
};
/** `quantity` above 1: a set of the product's bottle (`[1+1]`, `2병 세트`), priced as the set. */
export type DemoOffer = { key: string; productKey: string; siteSlug: string; path: string; sellerTitle: string; quantity: number };
export type DemoPrice = { price: number; listPrice: number; inStock: boolean };
export type DemoPriceChange = DemoPrice & { at: Date };

export const DEFAULT_DEMO_SHOPS_URL = "http://127.0.0.1:3001";

/**
 * The demo's shop that stopped answering a day ago (its pages fail from then on): its offers, last confirmed then,
 * show as 확인 지연 and count toward no lowest price, and the admin dashboard shows the shop 중단.
 */
export const DEMO_CLOSED_SHOP = { slug: "vapehub", closedForMs: 24 * 3_600_000 } as const;

export const DEMO_SELLER_SITES: readonly DemoSellerSite[] = [
  { slug: "vapemall", name: "베이프몰", platform: "cafe24", shippingFee: 3000, freeShippingThreshold: 50_000 },
  { slug: "liquid-warehouse", name: "액상창고", platform: "cafe24", shippingFee: 2500, freeShippingThreshold: 30_000 },
  { slug: "jeondam-market", name: "전담마켓", platform: "godomall", shippingFee: 3000, freeShippingThreshold: 40_000 },
  { slug: "vaping-store", name: "베이핑스토어", platform: "godomall", shippingFee: 3500, freeShippingThreshold: null },
  { slug: "juicebox", name: "쥬스박스", platform: "makeshop", shippingFee: 3000, freeShippingThreshold: 50_000 },
  { slug: "aeksang-nara", name: "액상나라", platform: "makeshop", shippingFee: 2500, freeShippingThreshold: 20_000 },
  { slug: "ecig24", name: "전자담배24", platform: "jsonld", shippingFee: 3000, freeShippingThreshold: 30_000 },
  { slug: "vapehub", name: "베이프허브", platform: "jsonld", shippingFee: 0, freeShippingThreshold: null },
];

export const DEMO_MANUFACTURERS: readonly DemoManufacturer[] = [
  { slug: "vice-lab", name: "바이스랩" },
  { slug: "gureum-gongbang", name: "구름공방" },
  { slug: "cloud-factory", name: "클라우드팩토리" },
  { slug: "mist-house", name: "미스트하우스" },
  { slug: "vape-master", name: "베이프마스터" },
  { slug: "salt-king", name: "솔트킹" },
  { slug: "hanbit-liquid", name: "한빛리퀴드" },
  { slug: "noble-juice", name: "노블주스" },
  { slug: "fresh-brew", name: "프레시브루" },
  { slug: "aurora-vape", name: "오로라베이프" },
  { slug: "smokefree-lab", name: "스모크프리랩" },
  { slug: "jl-liquid", name: "제이엘리퀴드" },
  { slug: "double-mint", name: "더블민트" },
  { slug: "neo-flavor", name: "네오플레이버" },
  { slug: "blue-ocean", name: "블루오션" },
  { slug: "seoul-liquid", name: "서울리퀴드" },
  { slug: "busan-vape", name: "부산베이프" },
  { slug: "korea-salt", name: "코리아솔트" },
  { slug: "ice-craft", name: "아이스크래프트" },
  { slug: "pure-drop", name: "퓨어드롭" },
  { slug: "tropical-house", name: "트로피칼하우스" },
  { slug: "golden-leaf", name: "골든리프" },
  { slug: "tobacco-road", name: "타바코로드" },
  { slug: "dessert-factory", name: "디저트팩토리" },
  { slug: "sweet-trip", name: "스윗트립" },
  { slug: "malay-cool", name: "말레이쿨" },
  { slug: "crown-liquid", name: "크라운리퀴드" },
  { slug: "aeromix", name: "에어로믹스" },
];

// ---- deterministic randomness -------------------------------------------------------------

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** murmur3's finaliser over a seed and integers: a uniform 32-bit value per (seed, ...ints). */
function mix(seed: number, ...ints: number[]): number {
  let h = seed >>> 0;
  for (const n of ints) {
    h = Math.imul(h ^ (n >>> 0) ^ Math.floor(n / 4294967296), 0x9e3779b1);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

const unit = (seed: number, ...ints: number[]) => mix(seed, ...ints) / 4294967296;

function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, pick, weighted, shuffle };
}

// ---- products -----------------------------------------------------------------------------

type Flavor = { word: string; tag: string; note: string };
const f = (tag: string, note: string, words: string[]): Flavor[] => words.map((word) => ({ word, tag, note }));

const FLAVORS: Record<string, Flavor[]> = {
  fruit: f("과일", "과즙이 살아 있는", [
    "망고",
    "복숭아",
    "청포도",
    "사과",
    "수박",
    "리치",
    "파인애플",
    "패션후르츠",
    "자몽",
    "레몬",
    "라임",
    "오렌지",
    "메론",
    "키위",
    "용과",
    "구아바",
    "석류",
    "체리",
    "자두",
    "샤인머스캣",
    "배",
    "한라봉",
  ]),
  berry: f("베리", "새콤달콤한", ["딸기", "블루베리", "라즈베리", "블랙커런트", "크랜베리", "아사이베리", "믹스베리", "복분자"]),
  tobacco: f("연초", "고소하고 묵직한", [
    "클래식 연초",
    "버지니아 연초",
    "쿠바 시가",
    "터키시 연초",
    "캐러멜 연초",
    "바닐라 연초",
    "골드 연초",
    "헤이즐넛 연초",
    "RY4 연초",
    "블랙 연초",
  ]),
  dessert: f("디저트", "부드럽고 달콤한", [
    "바닐라 커스터드",
    "치즈케이크",
    "티라미수",
    "마카롱",
    "와플",
    "크림 브륄레",
    "허니 버터",
    "카라멜 팝콘",
    "초코 쿠키",
    "바나나 푸딩",
  ]),
  drink: f("음료", "청량한", [
    "콜라",
    "사이다",
    "에너지드링크",
    "밀크티",
    "아이스 커피",
    "요구르트",
    "레모네이드",
    "복숭아 아이스티",
    "스무디",
    "모히또",
    "바나나 우유",
    "식혜",
  ]),
  menthol: f("멘솔", "화한", ["페퍼민트", "스피어민트", "멘솔", "유칼립투스", "박하"]),
  candy: f("캔디", "추억의", ["풍선껌", "솜사탕", "젤리", "사탕", "마이쮸"]),
};

const FAMILY_WEIGHTS = [
  ["fruit", 34],
  ["berry", 14],
  ["tobacco", 16],
  ["dessert", 10],
  ["drink", 12],
  ["menthol", 8],
  ["candy", 6],
] as const;

/** Which flavour families a second flavour may come from; tobacco and menthol lines stay single. */
const PAIRS_WITH: Record<string, string[]> = {
  fruit: ["fruit", "berry", "drink"],
  berry: ["fruit", "berry", "dessert"],
  dessert: ["fruit", "berry"],
  drink: ["fruit", "berry"],
  candy: ["fruit", "berry"],
};
const FRUITY = new Set(["과일", "베리"]);

const COOL_PREFIX = ["", "쿨 ", "아이스 ", "프로즌 "] as const;

const PRODUCT_COUNT = 320;
const PRICE_RANGES: Record<30 | 60 | 100, [number, number]> = { 30: [9_000, 19_000], 60: [15_000, 28_000], 100: [20_000, 35_000] };

function buildName(
  rng: ReturnType<typeof createRandom>,
  family: string,
  cooling: number,
  salt: boolean,
): { name: string; tags: string[]; notes: string[] } {
  const main = rng.pick(FLAVORS[family]!);
  const parts = [main];
  const partners = PAIRS_WITH[family] ?? [];
  if (partners.length && rng.next() < 0.45) {
    const second = rng.pick(FLAVORS[rng.pick(partners)]!);
    if (second.word !== main.word) parts.push(second);
  }
  // Fruit comes first in Korean names: "딸기 치즈케이크", "복숭아 요구르트".
  parts.sort((a, b) => Number(!FRUITY.has(a.tag)) - Number(!FRUITY.has(b.tag)));
  const coolWord = cooling >= 2 && rng.next() < 0.6 ? COOL_PREFIX[rng.int(1, 3)]! : "";
  const suffix = cooling === 3 && rng.next() < 0.4 ? " 엑스트라 아이스" : "";
  const saltWord = salt && rng.next() < 0.55 ? " 솔트" : "";
  const flavour = parts.map((p) => p.word).join(" ");
  const name = `${flavour.includes(coolWord.trim() || "-") ? "" : coolWord}${flavour}${suffix}${saltWord}`;
  return { name, tags: [...new Set(parts.map((p) => p.tag))], notes: parts.map((p) => p.note) };
}

function describeProduct(
  p: Omit<DemoProduct, "description" | "key" | "createdDaysAgo" | "popularity">,
  maker: string,
  notes: string[],
): string {
  const kind = p.inhalation === "MTL" ? "입호흡" : "폐호흡";
  const form = p.nicotineMg === 0 ? "무니코틴" : p.nicotineForm === "salt" ? "솔트" : "프리베이스";
  const cool = ["쿨링 없이 맛에 집중한", "은은한 쿨링을 더한", "시원한 쿨링을 더한", "강한 쿨링이 특징인"][p.cooling]!;
  return `${maker}의 ${p.name}. ${notes[0]} ${p.flavorTags.join("·")} 계열 맛에 ${cool} ${kind}용 ${form} 액상입니다. VG ${p.vgPercent}%, ${strengthLabel(p.nicotineMg)}, ${p.volumeMl}ml.`;
}

/**
 * The legal market (LAWFUL): since 2026-04-24 shops sell 무니코틴 liquids online, so most demo products have no
 * nicotine; one in ten keeps it, for the admin to see the default policy withhold them. Chosen by position, not by the
 * random stream, so every other draw stays what it was.
 */
const keepsNicotine = (index: number) => hashString(`nicotine-${index}`) % 10 === 0;

let productsCache: DemoProduct[] | undefined;

/** The demo products (320), in a stable order with stable keys. */
export function demoProducts(): readonly DemoProduct[] {
  if (productsCache) return productsCache;
  const rng = createRandom(hashString("aeksangpick-products-v1"));
  const taken = new Set<string>();
  const out: DemoProduct[] = [];
  while (out.length < PRODUCT_COUNT) {
    const maker = rng.pick(DEMO_MANUFACTURERS);
    const inhalation = rng.next() < 0.62 ? "MTL" : "DL";
    const family =
      maker.slug === "golden-leaf" || maker.slug === "tobacco-road"
        ? "tobacco"
        : maker.slug === "dessert-factory"
          ? "dessert"
          : rng.weighted(FAMILY_WEIGHTS);
    const salt = inhalation === "MTL" ? rng.next() < 0.85 : rng.next() < 0.15;
    const coolBias = maker.slug === "ice-craft" || maker.slug === "malay-cool" ? 1 : 0;
    const cooling =
      family === "menthol"
        ? rng.int(2, 3)
        : family === "tobacco"
          ? rng.weighted([
              [0, 6],
              [1, 2],
              [2, 1],
            ])
          : Math.min(
              3,
              rng.weighted([
                [0, 3],
                [1, 3],
                [2, 3],
                [3, 1],
              ]) + coolBias,
            );
    const built = buildName(rng, family, cooling, salt);
    const nicotineFree = !keepsNicotine(out.length);
    const { tags, notes } = built;
    const name = nicotineFree ? built.name.replace(/ 솔트$/, "") : built.name;
    if (taken.has(`${maker.slug}|${name}`)) continue;
    taken.add(`${maker.slug}|${name}`);
    const drawnMg =
      inhalation === "MTL"
        ? salt
          ? rng.weighted([
              [9.8, 5],
              [6, 3],
              [3, 1.5],
              [4.5, 0.5],
            ])
          : rng.weighted([
              [9.8, 2],
              [6, 2],
              [3, 1],
            ])
        : salt
          ? 3
          : rng.weighted([
              [3, 5],
              [6, 3],
            ]);
    const volumeMl =
      inhalation === "MTL"
        ? rng.weighted<30 | 60 | 100>([
            [30, salt ? 8 : 5],
            [60, 2],
            [100, salt ? 0 : 0.5],
          ])
        : rng.weighted<30 | 60 | 100>([
            [30, 1],
            [60, 4],
            [100, 3],
          ]);
    const vgPercent = inhalation === "MTL" ? rng.pick([30, 40, 50, 50, 50]) : rng.pick([60, 65, 70, 70, 80]);
    const source = rng.weighted<DemoProduct["nicotineSource"]>([
      ["stem_root", 4],
      ["synthetic", 4],
      ["tobacco_leaf", 2],
    ]);
    const drawnSource: DemoProduct["nicotineSource"] = nicotineFree ? "none" : source;
    const base = {
      manufacturerSlug: maker.slug,
      name,
      inhalation,
      flavorTags: tags,
      cooling,
      vgPercent,
      nicotineForm: salt && !nicotineFree ? "salt" : "freebase",
      nicotineSource: drawnSource,
      nicotineMg: nicotineFree ? 0 : drawnMg,
      volumeMl,
    } as const;
    out.push({
      key: `p${String(out.length + 1).padStart(4, "0")}`,
      ...base,
      flavorTags: [...tags],
      description: describeProduct({ ...base, flavorTags: tags }, maker.name, notes),
      // A handful of products are days old so "new products" has something to show.
      createdDaysAgo: rng.next() < 0.06 ? rng.int(0, 6) : rng.int(7, 420),
      popularity: Math.round(1000 * rng.next() ** 3),
    });
  }
  productsCache = out;
  return out;
}

// ---- offers -------------------------------------------------------------------------------

const PATH_STYLES: Record<DemoPlatform, (n: number) => string> = {
  cafe24: (n) => `/product/detail.html?product_no=${n}`,
  godomall: (n) => `/goods/goods_view.php?goodsNo=${n}`,
  makeshop: (n) => `/shop/shopdetail.html?branduid=${n}`,
  jsonld: (n) => `/products/${n}`,
  imweb: (n) => `/shop_view/?idx=${n}`,
};
const FIRST_NUMBER: Record<DemoPlatform, number> = { cafe24: 112, godomall: 1000000150, makeshop: 3001024, jsonld: 520, imweb: 101 };

/**
 * A shop's title for a product, written as Korean shops write them: each shop keeps a few habits of its own out of
 * these (brackets, 【】, delivery and sale words, size and strength spelt any way, the way of inhaling or the
 * nicotine form added, now and then no strength at all). The matcher must read every one of them right.
 */
function sellerTitleFor(site: DemoSellerSite, product: DemoProduct, maker: string, variant: number): string {
  const mg = strengthLabel(product.nicotineMg);
  const ml = `${product.volumeMl}ml`;
  const kind = product.inhalation === "MTL" ? "입호흡" : "폐호흡";
  const form = product.name.includes("솔트") ? "" : product.nicotineForm === "salt" ? " 솔트" : "";
  const styles = [
    `[${maker}] ${product.name} ${ml} ${mg}`,
    `${maker} ${product.name} (${ml}/${mg})`,
    `${product.name} ${ml} ${kind} 액상 - ${maker}`,
    `[${kind}] ${maker} ${product.name} ${mg} ${ml}`,
    `【${maker}】 ${product.name} ${ml.toUpperCase()} / ${mg.toUpperCase()} [당일발송]`,
    `[당일발송] ${maker} ${product.name}${form} ${kind} ${product.volumeMl} ml ${product.nicotineMg === 0 ? "무니코틴" : `니코틴 ${product.nicotineMg}`}`,
    `★특가★ ${maker} - ${product.name} (${ml} · ${mg.toUpperCase()}) 정품`,
    `(${product.inhalation}) ${product.name} ${product.volumeMl}미리 ${mg} ${maker} 무료배송`,
    `${maker} ${product.name}${form} ${ml} ${product.nicotineMg === 0 ? "무니코틴" : `${product.nicotineMg} MG`} MD추천`,
    `[${maker}] ${product.name} ${kind}용 액상 ${ml} (재입고)`,
  ];
  return styles[(hashString(site.slug) + variant * 3) % styles.length]!;
}

let offersCache: DemoOffer[] | undefined;

/** About 2,000 offers: each product is sold by 3–8 of the 8 shops, each at its own shop page path. */
export function demoOffers(): readonly DemoOffer[] {
  if (offersCache) return offersCache;
  const rng = createRandom(hashString("aeksangpick-offers-v1"));
  const makerName = new Map(DEMO_MANUFACTURERS.map((m) => [m.slug, m.name]));
  const nextNumber = new Map(DEMO_SELLER_SITES.map((s) => [s.slug, FIRST_NUMBER[s.platform]]));
  const out: DemoOffer[] = [];
  for (const product of demoProducts()) {
    const count = rng.weighted([
      [3, 1],
      [4, 2],
      [5, 3],
      [6, 4],
      [7, 5],
      [8, 5],
    ]);
    const sites = rng.shuffle(DEMO_SELLER_SITES).slice(0, count);
    for (const site of sites) {
      const n = nextNumber.get(site.slug)! + rng.int(1, 3);
      nextNumber.set(site.slug, n);
      out.push({
        key: `${site.slug}-${product.key}`,
        productKey: product.key,
        siteSlug: site.slug,
        path: PATH_STYLES[site.platform](n),
        sellerTitle: sellerTitleFor(site, product, makerName.get(product.manufacturerSlug)!, rng.int(0, 3)),
        quantity: 1,
      });
    }
    // Every 25th product is also sold as a set by one of its shops (the first product too: the demo's example).
    const setShop = sites.find((site) => site.slug !== DEMO_CLOSED_SHOP.slug);
    if (setShop && demoProducts().indexOf(product) % 25 === 0) {
      const n = nextNumber.get(setShop.slug)! + 1;
      nextNumber.set(setShop.slug, n);
      const quantity = mix(hashString(product.key), 5) % 2 === 0 ? 2 : 3;
      const single = sellerTitleFor(setShop, product, makerName.get(product.manufacturerSlug)!, 0);
      out.push({
        key: `${setShop.slug}-${product.key}-set${quantity}`,
        productKey: product.key,
        siteSlug: setShop.slug,
        path: PATH_STYLES[setShop.platform](n),
        sellerTitle: quantity === 2 ? `[1+1] ${single}` : `${single} ${quantity}병 세트`,
        quantity,
      });
    }
  }
  offersCache = out;
  return out;
}

let offersByKey: Map<string, DemoOffer> | undefined;

/** A demo offer by its key. */
export function demoOfferByKey(key: string): DemoOffer | undefined {
  offersByKey ??= new Map(demoOffers().map((offer) => [offer.key, offer]));
  return offersByKey.get(key);
}

/**
 * The benefit prices a demo offer's page states beside its price, the same for the seeded offer and the shop page a
 * crawl reads: the 적립금 that Cafe24 and 메이크샵 skins print (1 %), and on about one offer in six a coupon
 * (Cafe24), a card (고도몰) or a member price (메이크샵) — the first product's offers always, the demo's example.
 */
export function demoBenefitsAt(offer: DemoOffer, price: DemoPrice): BenefitPrice[] {
  const platform = DEMO_SELLER_SITES.find((site) => site.slug === offer.siteSlug)!.platform;
  const chosen = offer.productKey === demoProducts()[0]!.key || mix(hashString(offer.key), 6) % 6 === 0;
  const off = (share: number) => round100(price.price * (1 - share));
  const benefits: BenefitPrice[] = [];
  if (chosen && platform === "cafe24") benefits.push({ kind: "coupon", amount: off(0.1), condition: "" });
  if (chosen && platform === "godomall") benefits.push({ kind: "card", amount: off(0.07), condition: "삼성카드 결제 시 7% 청구할인" });
  if (chosen && platform === "makeshop") benefits.push({ kind: "member", amount: off(0.05), condition: "로그인 후 적용" });
  if (platform === "cafe24" || platform === "makeshop")
    benefits.push({ kind: "reward", amount: Math.round(price.price / 100), condition: "" });
  return benefits;
}

/** The URL of a demo shop page, e.g. `http://127.0.0.1:3001/vapemall/product/detail.html?product_no=113`. */
export function demoShopUrl(siteSlug: string, path: string, baseUrl: string = DEFAULT_DEMO_SHOPS_URL): string {
  return `${baseUrl.replace(/\/+$/, "")}/${siteSlug}${path}`;
}

// ---- prices over time ---------------------------------------------------------------------

const MINUTE = 60_000;
const DAY = 86_400_000;

type PriceModel = {
  seed: number;
  base: number;
  listPrice: number;
  min: number;
  /** Length of one constant-price step, and where step boundaries fall. */
  periodMs: number;
  phaseMs: number;
  fast: boolean;
};

const SLOW_LEVELS = [
  [0, 4],
  [-0.04, 2],
  [-0.07, 2],
  [-0.1, 1.2],
  [-0.15, 0.5],
  [0.04, 1],
] as const;
const FAST_LEVELS = [0, -0.03, -0.06] as const;

const round100 = (won: number) => Math.round(won / 100) * 100;

let modelsCache: Map<string, PriceModel> | undefined;

function priceModels(): Map<string, PriceModel> {
  if (modelsCache) return modelsCache;
  const productByKey = new Map(demoProducts().map((p) => [p.key, p]));
  const shopBias = new Map(DEMO_SELLER_SITES.map((s) => [s.slug, (unit(hashString(s.slug), 1) - 0.5) * 0.1]));
  modelsCache = new Map(
    demoOffers().map((offer) => {
      const product = productByKey.get(offer.productKey)!;
      const [lo, hi] = PRICE_RANGES[product.volumeMl];
      const productSeed = hashString(product.key);
      const seed = hashString(offer.key);
      // Product's going rate sits inside its volume's range; each shop adds its bias and some noise.
      // A set sells its bottles a little cheaper each than one alone.
      const going = (lo + (hi - lo) * (0.15 + 0.6 * unit(productSeed, 7))) * (offer.quantity === 1 ? 1 : offer.quantity * 0.9);
      const base = going * (1 + shopBias.get(offer.siteSlug)! + (unit(seed, 1) - 0.5) * 0.06);
      const fast = mix(seed, 2) % 20 === 0;
      const periodMs = fast ? (8 + Math.floor(unit(seed, 3) * 5)) * MINUTE : Math.round((2 + unit(seed, 3) * 5) * DAY);
      return [
        offer.key,
        {
          seed,
          base,
          listPrice: Math.min((hi + 5_000) * offer.quantity, Math.ceil((going * 1.12) / 1000) * 1000),
          min: offer.quantity === 1 ? lo : Math.round(lo * offer.quantity * 0.85),
          periodMs,
          phaseMs: Math.floor(unit(seed, 4) * periodMs),
          fast,
        },
      ];
    }),
  );
  return modelsCache;
}

function modelOf(offerKey: string): PriceModel {
  const model = priceModels().get(offerKey);
  if (!model) throw new Error(`unknown demo offer ${offerKey}`);
  return model;
}

const stepIndex = (m: PriceModel, t: number) => Math.floor((t + m.phaseMs) / m.periodMs);
const stepStart = (m: PriceModel, k: number) => k * m.periodMs - m.phaseMs;

function stateOfStep(m: PriceModel, k: number): DemoPrice {
  const r = unit(m.seed, 10, k);
  let level: number;
  if (m.fast) level = FAST_LEVELS[Math.floor(r * FAST_LEVELS.length)]!;
  else {
    let w = r * SLOW_LEVELS.reduce((s, [, weight]) => s + weight, 0);
    level = SLOW_LEVELS.find(([, weight]) => (w -= weight) < 0)?.[0] ?? 0;
  }
  const price = Math.min(m.listPrice, Math.max(m.min, round100(m.base * (1 + level))));
  const inStock = unit(m.seed, 11, k) >= (m.fast ? 0.03 : 0.05);
  return { price, listPrice: m.listPrice, inStock };
}

/** Whether the offer is one of the ~5% whose price moves every ~10 minutes. */
export function isFastMovingDemoOffer(offerKey: string): boolean {
  return modelOf(offerKey).fast;
}

/** An offer's price, list price and stock at a moment; constant between step boundaries. */
export function demoPriceAt(offerKey: string, at: Date): DemoPrice {
  const m = modelOf(offerKey);
  return stateOfStep(m, stepIndex(m, at.getTime()));
}

const same = (a: DemoPrice, b: DemoPrice) => a.price === b.price && a.inStock === b.inStock && a.listPrice === b.listPrice;

/**
 * The offer's state at `from` and every change in (from, to]. With `everyMs`, offers that step faster
 * than that are seen only at multiples of `everyMs` (as a crawler visiting that often would see them),
 * which keeps 180 days of a fast offer's history to a few hundred rows.
 */
export function demoPriceChangesBetween(offerKey: string, from: Date, to: Date, options: { everyMs?: number } = {}): DemoPriceChange[] {
  const m = modelOf(offerKey);
  const start = from.getTime();
  const end = to.getTime();
  const sampled = options.everyMs !== undefined && m.periodMs < options.everyMs;
  const times: number[] = [start];
  if (sampled) {
    for (let t = Math.floor(start / options.everyMs!) * options.everyMs! + options.everyMs!; t <= end; t += options.everyMs!) times.push(t);
  } else {
    for (let k = stepIndex(m, start) + 1; stepStart(m, k) <= end; k++) times.push(stepStart(m, k));
  }
  const out: DemoPriceChange[] = [];
  let previous: DemoPrice | undefined;
  for (const t of times) {
    const state = stateOfStep(m, stepIndex(m, t));
    if (!previous || !same(previous, state)) out.push({ ...state, at: new Date(t) });
    previous = state;
  }
  return out;
}
