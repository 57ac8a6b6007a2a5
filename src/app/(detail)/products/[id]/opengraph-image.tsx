import { identityGateHolds } from "@/domains/accounts/adult";
import { renderShareImage, SHARE_IMAGE_SIZE } from "@/app/_shell/share-image";
import { getConfig } from "@/platform/config";
import { formatWon } from "@/ui/format-won";
import { nicotineLabel } from "@/domains/catalog/labels";
import { loadProduct } from "@/domains/catalog/product";

export const alt = "상품 최저가";
export const size = SHARE_IMAGE_SIZE;
export const contentType = "image/png";

const KIND = { MTL: "입호흡", DL: "폐호흡" } as const;

/**
 * A product's share image: its name, maker, kind and its buyable lowest now, all-in (the page's headline). Under
 * ADULT_VERIFICATION=identity, until 본인인증 (a messenger's preview fetcher never has it), only the gate's words.
 */
export default async function ProductShareImage({ params }: { params: Promise<{ id: string }> }) {
  const { SITE_NAME, SITE_TAGLINE } = getConfig();
  if (await identityGateHolds())
    return renderShareImage({ siteName: SITE_NAME, title: SITE_TAGLINE, detail: "청소년 이용 불가 · 본인인증 후 볼 수 있습니다" });
  const detail = await loadProduct((await params).id);
  if (!detail) return renderShareImage({ siteName: SITE_NAME, title: SITE_TAGLINE, detail: "없는 상품입니다" });
  const { product } = detail;
  return renderShareImage({
    siteName: SITE_NAME,
    kicker: product.manufacturerName,
    title: product.name,
    detail: `${KIND[product.inhalation]} · ${nicotineLabel(product)} · ${product.volumeMl}ml · 쇼핑몰 ${product.offerCount}곳`,
    price: product.lowestTotalPrice === null ? "일시품절" : `${formatWon(product.lowestTotalPrice)} (배송비 포함)`,
  });
}
