/**
 * The demo's one shop that is NOT in the seeded catalogue: no seller site, no offers, no products of its own. An admin
 * adds it in /admin/seller-sites from its address (README, "데모: 새 쇼핑몰 추가"), and its first crawl matches its
 * liquids the catalogue has (its two sets as set offers of their bottles), creates those it lacks, and skips its pods and accessories. Built like a 아임웹 shop, with
 * titles written as messily as real Korean shops write them. Each page carries its truth, so tests can tell a right
 * decision from a wrong one. Pure and deterministic, like the rest of the demo model.
 */
import { DEMO_MANUFACTURERS, demoProducts, type DemoProduct, type DemoSellerSite } from "./catalog-model";

export const DEMO_UNSEEDED_SHOP: DemoSellerSite = {
  slug: "vape-square",
  name: "베이프스퀘어",
  platform: "imweb",
  shippingFee: 3000,
  freeShippingThreshold: 40_000,
};

/** What a page of the unseeded shop really is: what a careful admin would decide reading it. */
export type UnseededPageTruth =
  | { kind: "known"; productKey: string }
  | {
      kind: "new";
      manufacturerSlug: string;
      name: string;
      volumeMl: number;
      nicotineMg: number;
      inhalation: "MTL" | "DL";
      nicotineForm: "salt" | "freebase";
    }
  /** A set of a liquid the catalogue has: matched to its bottle as a set offer (SHOPPER-TRUST). */
  | { kind: "set"; productKey: string; quantity: number }
  | { kind: "skip" };

export type UnseededPage = {
  /** The number in `/shop_view/?idx=…`. */
  idx: number;
  title: string;
  makerName: string;
  inhalation: "MTL" | "DL";
  volumeMl: number;
  nicotineMg: number;
  description: string;
  price: number;
  listPrice: number;
  inStock: boolean;
  truth: UnseededPageTruth;
};

const makerName = (slug: string) => DEMO_MANUFACTURERS.find((m) => m.slug === slug)!.name;
/** The lowest price any seeded shop ever asks for a bottle of this size: the new shop undercuts it. */
const FLOOR: Record<number, number> = { 30: 9_000, 60: 15_000, 100: 20_000 };

type Spelling = { maker: string; name: string; ml: number; mg: number; kind: string; en: string; form: string };

// How this shop writes a title: brackets of every kind, delivery and sale words, sizes and strengths spelt any way.
const STYLES: Array<(s: Spelling) => string> = [
  (s) => `【당일발송】[${s.maker}] ${s.name} ${s.kind} ${s.ml}ml ${s.mg}MG`,
  (s) => `${s.maker} ${s.name}${s.form} ${s.kind} ${s.ml}ML 니코틴${s.mg}mg ▶무료배송◀`,
  (s) => `◆BEST◆ ${s.name} / ${s.maker} / ${s.ml} ml / ${s.mg} mg`,
  (s) => `[${s.kind}] ${s.maker} ${s.name} (${s.ml}ml) ${s.mg}mg 정품인증`,
  (s) => `★${s.maker}★ ${s.name} ${s.ml}미리 / ${s.mg}MG (${s.en})`,
  (s) => `[당일출고] ${s.maker}_${s.name} ${s.ml}ml*${s.mg}mg 특가`,
];

type Bottle = Pick<DemoProduct, "manufacturerSlug" | "name" | "nicotineMg" | "inhalation" | "nicotineForm"> & { volumeMl: number };

function spelling(product: Bottle): Spelling {
  return {
    maker: makerName(product.manufacturerSlug),
    name: product.name,
    ml: product.volumeMl,
    mg: product.nicotineMg,
    kind: product.inhalation === "MTL" ? "입호흡" : "폐호흡",
    en: product.inhalation,
    form: product.name.includes("솔트") || product.nicotineForm !== "salt" ? "" : " 솔트",
  };
}

// Liquids the catalogue lacks, from makers it has, in bottles none of the maker's products is (else: review).
const NEW_LIQUIDS: Array<Extract<UnseededPageTruth, { kind: "new" }>> = [
  {
    kind: "new",
    manufacturerSlug: "vice-lab",
    name: "유자 하이볼",
    volumeMl: 30,
    nicotineMg: 20,
    inhalation: "MTL",
    nicotineForm: "salt",
  },
  {
    kind: "new",
    manufacturerSlug: "cloud-factory",
    name: "흑당 버블티",
    volumeMl: 60,
    nicotineMg: 6,
    inhalation: "DL",
    nicotineForm: "freebase",
  },
  {
    kind: "new",
    manufacturerSlug: "mist-house",
    name: "무화과 요거트",
    volumeMl: 30,
    nicotineMg: 20,
    inhalation: "MTL",
    nicotineForm: "salt",
  },
  {
    kind: "new",
    manufacturerSlug: "aurora-vape",
    name: "제주 감귤",
    volumeMl: 100,
    nicotineMg: 3,
    inhalation: "DL",
    nicotineForm: "freebase",
  },
];

let pagesCache: UnseededPage[] | undefined;

/**
 * The unseeded shop's twenty pages (one crawl's discovery reads twenty): nine liquids the catalogue has, two of them
 * again in a bottle size it lacks, four liquids it lacks, and a 2-bottle set, a 1+1, pods, a coil and a device.
 */
export function unseededShopPages(): readonly UnseededPage[] {
  if (pagesCache) return pagesCache;
  const products = demoProducts();
  const known = products.filter((_, i) => i % 27 === 4).slice(0, 9);
  const pages: Array<Omit<UnseededPage, "idx">> = [];
  known.forEach((product, i) => {
    const floor = FLOOR[product.volumeMl]!;
    pages.push({
      title: STYLES[i % STYLES.length]!(spelling(product)),
      makerName: makerName(product.manufacturerSlug),
      inhalation: product.inhalation,
      volumeMl: product.volumeMl,
      nicotineMg: product.nicotineMg,
      description: product.description,
      price: floor - 300 - (i % 4) * 200,
      listPrice: floor + 3_000,
      inStock: true,
      truth: { kind: "known", productKey: product.key },
    });
  });
  // Two of those liquids in a bottle no product of their maker is (120 ml): a new product, never the nearest bottle.
  for (const [i, product] of known.slice(0, 2).entries()) {
    const volumeMl = 120;
    const bottle = { ...product, volumeMl };
    pages.push({
      title: STYLES[(i + 3) % STYLES.length]!(spelling(bottle)),
      makerName: makerName(product.manufacturerSlug),
      inhalation: product.inhalation,
      volumeMl,
      nicotineMg: product.nicotineMg,
      description: product.description,
      price: 24_900,
      listPrice: 27_000,
      inStock: true,
      truth: {
        kind: "new",
        manufacturerSlug: product.manufacturerSlug,
        name: product.name,
        volumeMl,
        nicotineMg: product.nicotineMg,
        inhalation: product.inhalation,
        nicotineForm: product.nicotineForm,
      },
    });
  }
  NEW_LIQUIDS.forEach((liquid, i) => {
    pages.push({
      title: STYLES[(i + 1) % STYLES.length]!(spelling(liquid)),
      makerName: makerName(liquid.manufacturerSlug),
      inhalation: liquid.inhalation,
      volumeMl: liquid.volumeMl,
      nicotineMg: liquid.nicotineMg,
      description: `${makerName(liquid.manufacturerSlug)}의 신제품 ${liquid.name}. ${liquid.inhalation === "MTL" ? "입호흡" : "폐호흡"}용 액상입니다.`,
      price: liquid.volumeMl === 30 ? 12_500 : liquid.volumeMl === 60 ? 18_900 : 24_000,
      listPrice: liquid.volumeMl === 30 ? 15_000 : liquid.volumeMl === 60 ? 22_000 : 28_000,
      inStock: i !== 2,
      truth: liquid,
    });
  });
  const [a, b] = known;
  for (const [title, bottle, price] of [
    [`[2병 세트] ${makerName(a!.manufacturerSlug)} ${a!.name} ${a!.volumeMl}ml ${a!.nicotineMg}mg x 2`, a!, 17_500],
    [`【1+1】 ${makerName(b!.manufacturerSlug)} ${b!.name} ${b!.volumeMl}ML ${b!.nicotineMg}MG 당일발송`, b!, 19_800],
  ] as const)
    pages.push({
      title,
      makerName: makerName(bottle.manufacturerSlug),
      inhalation: bottle.inhalation,
      volumeMl: bottle.volumeMl,
      nicotineMg: bottle.nicotineMg,
      description: `${title} — 베이프스퀘어 단독 구성입니다.`,
      price,
      listPrice: price + 2_000,
      inStock: true,
      truth: { kind: "set", productKey: bottle.key, quantity: 2 },
    });
  const sets: Array<[string, "MTL" | "DL", number, string]> = [
    ["[당일발송] ★정품★ 입호흡 공팟 카트리지 1.0옴 (3개입)", "MTL", 8_900, "vice-lab"],
    ["[소모품] 메쉬 코일 0.15Ω 폐호흡용 1EA", "DL", 12_000, "cloud-factory"],
    ["[기기] 입호흡 팟 디바이스 스타터 키트 블랙", "MTL", 32_000, "vice-lab"],
  ];
  for (const [title, inhalation, price, maker] of sets)
    pages.push({
      title,
      makerName: makerName(maker),
      inhalation,
      volumeMl: 30,
      nicotineMg: 0,
      description: `${title} — 베이프스퀘어 단독 구성입니다.`,
      price,
      listPrice: price + 2_000,
      inStock: true,
      truth: { kind: "skip" },
    });
  // Mixed as a shop's list mixes them; numbered as 아임웹 numbers its products.
  const order = pages.map((_, i) => i).sort((x, y) => ((x * 7) % pages.length) - ((y * 7) % pages.length));
  pagesCache = order.map((at, i) => ({ ...pages[at]!, idx: 101 + i * 3 }));
  return pagesCache;
}
