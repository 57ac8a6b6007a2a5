import { adminPage } from "@/app/admin/_shell/admin-page";
import { AdminAutomaticDecisions, AdminReviewQueues } from "@/domains/crawler/review/client";
import { listAutomaticDecisions, listHeldPrices, listUnmatchedPages } from "@/domains/crawler/review";
import { listProductNames } from "@/domains/catalog/admin";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "검토 대기열" };

export default adminPage("/admin/products/review", async () => {
  const [held, pages, automatic] = await Promise.all([listHeldPrices(), listUnmatchedPages(), listAutomaticDecisions()]);
  const productIds = [
    ...pages.flatMap(({ page }) => page.suggestions.map((s) => s.productId)),
    ...automatic.flatMap(({ page }) => page.productId ?? []),
  ];
  const names = await listProductNames({ ids: [...new Set(productIds)] });
  return (
    <>
      <PageHeading
        title="검토 대기열"
        description="크롤러가 스스로 연결하거나 등록한 상품, 이상 가격으로 보류된 가격, 크롤러가 찾았지만 어떤 상품인지 모르는 판매처 상품입니다."
      />
      <AdminAutomaticDecisions
        items={automatic.flatMap(({ page, siteName }) =>
          (page.decision === "match" || page.decision === "new") && page.productId !== null
            ? [
                {
                  id: page.id,
                  url: page.url,
                  title: page.title,
                  price: page.price,
                  siteName,
                  decision: page.decision,
                  score: page.matchScore,
                  productId: page.productId,
                  productName: names.get(page.productId) ?? `#${page.productId}`,
                },
              ]
            : [],
        )}
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
