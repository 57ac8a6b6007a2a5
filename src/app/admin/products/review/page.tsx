import { adminPage } from "@/domains/accounts/admin-page";
import { listProductNames } from "@/domains/catalog/admin-products";
import { listHeldPrices, listUnmatchedPages } from "@/domains/crawler/crawl-admin-queries";
import { AdminReviewQueues } from "@/domains/crawler/admin-review-queues";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "검토 대기열" };

export default adminPage("/admin/products/review", async () => {
  const [held, pages] = await Promise.all([listHeldPrices(), listUnmatchedPages()]);
  const names = await listProductNames({ ids: [...new Set(pages.flatMap(({ page }) => page.suggestions.map((s) => s.productId)))] });
  return (
    <>
      <PageHeading
        title="검토 대기열"
        description="이상 가격으로 보류된 가격과, 크롤러가 찾았지만 어떤 상품인지 모르는 판매처 상품입니다."
      />
      <AdminReviewQueues
        held={held.map(({ held: h, currentPrice, productId, productName, siteName, offerUrl }) => ({
          id: h.id,
          price: h.price,
          medianPrice: h.medianPrice,
          reason: h.reason,
          seenCount: h.seenCount,
          lastSeenAt: h.lastSeenAt,
          currentPrice,
          productId,
          productName,
          siteName,
          offerUrl,
        }))}
        unmatched={pages.map(({ page, siteName }) => ({
          id: page.id,
          url: page.url,
          title: page.title,
          price: page.price,
          siteName,
          suggestions: page.suggestions.flatMap((s) => (names.has(s.productId) ? [{ ...s, name: names.get(s.productId)! }] : [])),
        }))}
      />
    </>
  );
});
