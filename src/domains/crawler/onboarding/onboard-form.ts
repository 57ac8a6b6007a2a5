import { z } from "zod";
import { sellerSiteInput } from "@/domains/catalog/seller-site-form";

/** What the onboarding screen saves: the shop as it was read, its name, shipping and crawl interval as the admin set them. */
export const onboardShopInput = sellerSiteInput
  .pick({ name: true, baseUrl: true, platform: true, shippingFee: true, crawlIntervalMinutes: true, listUrls: true })
  .refine((shop) => shop.listUrls.length > 0, {
    path: ["listUrls"],
    error: "상품 목록 페이지를 찾지 못한 쇼핑몰은 자동으로 추가할 수 없습니다.",
  });
export type OnboardShopInput = z.output<typeof onboardShopInput>;
