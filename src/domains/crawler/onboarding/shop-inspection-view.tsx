import { SELLER_PLATFORMS } from "@/domains/catalog/seller-site-form";
import { extractionMethodLabel } from "@/domains/catalog/labels";
import { Badge } from "@/ui/admin/badge";
import { PlainTable, Td, Th } from "@/ui/admin/table-parts";
import type { AdminShopInspection } from "./onboard-shop";

const stock = (inStock: boolean) => (inStock ? "판매중" : "품절");
/** Columns shown from the `sm` breakpoint up. */
const wide = "hidden sm:table-cell";
const won = (price: number | null, from: boolean) => (price === null ? "—" : `${price.toLocaleString("ko-KR")}원${from ? "~" : ""}`);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 px-3 py-2">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold">{children}</dd>
    </div>
  );
}

/** What the onboarding read found: platform and why, list pages, sitemap, product page count, and the test read. */
export function ShopInspectionView({ inspection }: { inspection: AdminShopInspection }) {
  const { platform, listUrls, sitemap, productPageCount, samples, registeredAs } = inspection;
  return (
    <div className="space-y-3" data-testid="shop-inspection">
      {registeredAs ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          이 주소는 이미 ‘{registeredAs}’(으)로 등록되어 있습니다. 같은 쇼핑몰을 두 번 추가하면 가격이 두 번 나옵니다.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Fact label="플랫폼">
          <span data-testid="detected-platform">{platform ? SELLER_PLATFORMS[platform.platform] : "알 수 없음"}</span>
          {platform ? <span className="block text-xs font-normal text-gray-500">{platform.evidence.join(" · ")}</span> : null}
        </Fact>
        <Fact label="상품 페이지">
          <span data-testid="product-page-count">{productPageCount.toLocaleString("ko-KR")}개</span>
        </Fact>
        <Fact label="목록 페이지">{listUrls.length}개</Fact>
        <Fact label="sitemap.xml">{sitemap ? `상품 ${sitemap.productPages.toLocaleString("ko-KR")}개` : "없음"}</Fact>
      </dl>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <PlainTable className="min-w-0!">
          <caption className="px-3 py-2 text-left text-sm font-semibold">시험 읽기 ({samples.length}개 상품 페이지)</caption>
          <thead>
            <tr>
              <Th>상품명</Th>
              <Th className={`${wide} text-right`}>판매가</Th>
              <Th className={`${wide}`}>재고</Th>
              <Th className={`${wide}`}>읽은 방법</Th>
            </tr>
          </thead>
          <tbody>
            {samples.map((sample) => (
              <tr key={sample.url} data-testid="sample-read">
                <Td className="break-all">
                  <a href={sample.url} target="_blank" rel="noreferrer" className="hover:underline">
                    {sample.ok ? (sample.title ?? sample.url) : sample.url}
                  </a>
                  {/* On a phone the price, stock and method go under the title instead of in columns. */}
                  <span className="block text-xs text-gray-600 sm:hidden">
                    {sample.ok
                      ? `${won(sample.price, sample.priceFrom)} · ${stock(sample.inStock)} · ${extractionMethodLabel(sample.method)}`
                      : `읽지 못함: ${sample.reason}`}
                  </span>
                </Td>
                {sample.ok ? (
                  <>
                    <Td className={`${wide} text-right whitespace-nowrap tabular-nums`}>{won(sample.price, sample.priceFrom)}</Td>
                    <Td className={`${wide}`}>
                      <Badge tone={sample.inStock ? "green" : "gray"}>{stock(sample.inStock)}</Badge>
                    </Td>
                    <Td className={`${wide} whitespace-nowrap text-gray-500`}>{extractionMethodLabel(sample.method)}</Td>
                  </>
                ) : (
                  <Td className={`${wide} text-red-700`} colSpan={3}>
                    읽지 못함: {sample.reason}
                  </Td>
                )}
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </div>
    </div>
  );
}
