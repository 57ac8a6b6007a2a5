import type { Metadata } from "next";
import { ProductPage, productPageMetadata } from "@/domains/catalog/product";
import { gatedMetadata, gatedPage } from "@/domains/accounts/adult";
import { ProductReviews } from "@/domains/community/product-reviews";
import type { PageSearchParams } from "@/platform/http/search-params";
import { isRowId } from "@/platform/http/row-id";

type Props = { params: Promise<{ id: string }> } & PageSearchParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return gatedMetadata(() => productPageMetadata({ id }));
}

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function Page({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const productId = Number(id);
  const valid = isRowId(productId);
  return (
    <ProductPage
      id={id}
      searchParams={query}
      reviews={valid ? <ProductReviews productId={productId} sort={query.reviewSort === "helpful" ? "helpful" : "newest"} /> : null}
    />
  );
});
