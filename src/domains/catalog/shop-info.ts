import type { ShopInfo } from "./schema";

export type { ShopInfo };
export type ShopInfoField = keyof ShopInfo;

/** The fields of a shop's information in the order a Korean shop's footer prints them, with their Korean labels. */
export const SHOP_INFO_LABELS: Record<ShopInfoField, string> = {
  tradeName: "상호",
  representative: "대표자",
  registrationNumber: "사업자등록번호",
  mailOrderNumber: "통신판매업 신고번호",
  address: "사업장 주소",
  phone: "고객센터",
  email: "이메일",
  deliveryTime: "배송 기간",
  returnTerms: "교환·반품",
};
export const SHOP_INFO_FIELDS = Object.keys(SHOP_INFO_LABELS) as ShopInfoField[];
export const BUSINESS_FIELDS: ShopInfoField[] = [
  "tradeName",
  "representative",
  "registrationNumber",
  "mailOrderNumber",
  "address",
  "phone",
  "email",
];

export type ShownShopInfo = { field: ShopInfoField; label: string; value: string; source: "admin" | "shop" };

/** Each field's value with where it came from: an admin's entry wins over what the shop publishes; unknown fields are left out. */
export function resolveShopInfo({ published, entered }: { published: ShopInfo; entered: ShopInfo }): ShownShopInfo[] {
  return SHOP_INFO_FIELDS.flatMap((field) => {
    const admin = entered[field]?.trim();
    const shop = published[field]?.trim();
    const value = admin || shop;
    return value ? [{ field, label: SHOP_INFO_LABELS[field], value, source: admin ? ("admin" as const) : ("shop" as const) }] : [];
  });
}

/** A shop is 사업자 확인 when its registration number is known (published or entered) in the 123-45-67890 form. */
export const hasBusinessNumber = (info: { published: ShopInfo; entered: ShopInfo }) =>
  /^\d{3}-\d{2}-\d{5}$/.test((info.entered.registrationNumber || info.published.registrationNumber || "").trim());
