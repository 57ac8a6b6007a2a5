import { z } from "zod";
import { SHOP_INFO_FIELDS, SHOP_INFO_LABELS, type ShopInfo } from "./shop-info";

const won = (label: string) =>
  z.coerce
    .number(`${label}: 숫자를 입력해 주세요.`)
    .int(`${label}: 정수로 입력해 주세요.`)
    .min(0, `${label}은(는) 0원 이상이어야 합니다.`)
    .max(10_000_000, `${label}은(는) 1,000만 원 이하로 적어 주세요.`);
const optionalSelector = z
  .string()
  .trim()
  .max(200, "선택자는 200자 이하로 적어 주세요.")
  .optional()
  .transform((v) => v || undefined);

export const SELLER_PLATFORMS = {
  cafe24: "카페24",
  godomall: "고도몰",
  makeshop: "메이크샵",
  imweb: "아임웹형",
  jsonld: "JSON-LD",
  custom: "직접 지정",
} as const;

/** A shop's or a page's address, as an admin pastes it. */
export const httpUrlInput = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: "http(s)://로 시작하는 주소를 입력해 주세요." }));

const infoText = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label}은(는) 200자 이하로 적어 주세요.`)
    .optional()
    .transform((v) => v || undefined);

/** What an admin entered of a shop's information (blank: the shop's published value is shown). */
export const shopInfoInput = z
  .object(
    Object.fromEntries(SHOP_INFO_FIELDS.map((field) => [field, infoText(SHOP_INFO_LABELS[field])])) as Record<
      keyof ShopInfo,
      ReturnType<typeof infoText>
    >,
  )
  .refine((info) => !info.registrationNumber || /^\d{3}-\d{2}-\d{5}$/.test(info.registrationNumber), {
    path: ["registrationNumber"],
    error: "사업자등록번호는 123-45-67890 형식으로 적어 주세요.",
  })
  .transform((info): ShopInfo => info);

/** A seller site as an admin edits it, with Korean messages; shared by the form and the API. */
export const sellerSiteInput = z.object({
  name: z.string().trim().min(1, "판매처 이름을 입력해 주세요.").max(50, "판매처 이름은 50자 이하로 적어 주세요."),
  baseUrl: httpUrlInput,
  platform: z.enum(["cafe24", "godomall", "makeshop", "imweb", "jsonld", "custom"], "플랫폼을 선택해 주세요."),
  selectorOverrides: z.object({
    price: optionalSelector,
    listPrice: optionalSelector,
    title: optionalSelector,
    soldOut: optionalSelector,
    shipping: optionalSelector,
  }),
  shippingFee: won("배송비"),
  freeShippingThreshold: z.preprocess((v) => (v === "" || v === undefined ? null : v), won("무료배송 기준").nullable()),
  // Left blank: a new site gets the 기본 크롤링 주기 setting, an edited one keeps its own.
  crawlIntervalMinutes: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number("크롤링 주기: 숫자를 입력해 주세요.")
      .int("크롤링 주기는 정수로 입력해 주세요.")
      .min(15, "크롤링 주기는 15분 이상이어야 합니다.")
      .max(10_080, "크롤링 주기는 7일(10,080분) 이하여야 합니다.")
      .optional(),
  ),
  listUrls: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split("\n")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.url({ protocol: /^https?$/, error: "목록 페이지 주소가 올바르지 않습니다." })).max(50, "목록 페이지는 50개까지입니다."),
  ),
  enabled: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()),
  enteredInfo: shopInfoInput.prefault({}),
});
export type SellerSiteInput = z.output<typeof sellerSiteInput>;
