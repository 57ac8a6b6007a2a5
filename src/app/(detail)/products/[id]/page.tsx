import type { Metadata } from "next";
import { ProductPage, productPageMetadata } from "@/domains/catalog/product-page";
import type { PageSearchParams } from "@/platform/http/search-params";

type Props = { params: Promise<{ id: string }> } & PageSearchParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productPageMetadata({ id: (await params).id });
}

export default async function Page({ params, searchParams }: Props) {
  return <ProductPage id={(await params).id} searchParams={await searchParams} />;
}
