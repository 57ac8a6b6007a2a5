import type { Metadata } from "next";
import { ShopPage, shopPageMetadata } from "@/domains/catalog/shops";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return shopPageMetadata(await params);
}

// No product on it (사업자 정보, terms, a share): open to everyone, the 19+ gate stands before its offers page.
export default async function Page({ params }: Props) {
  return <ShopPage slug={(await params).slug} />;
}
