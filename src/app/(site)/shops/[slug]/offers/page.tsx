import type { Metadata } from "next";
import { ShopOffersPage, shopPageMetadata } from "@/domains/catalog/shops";
import { gatedMetadata, gatedPage } from "@/domains/accounts/adult";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return gatedMetadata(() => shopPageMetadata({ slug, offers: true }));
}

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function Page({ params }: Props) {
  return <ShopOffersPage slug={(await params).slug} />;
});
