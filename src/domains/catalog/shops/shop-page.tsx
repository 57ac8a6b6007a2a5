import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { formatWon } from "@/ui/format-won";
import { PageHeading } from "@/ui/page-heading";
import { ShareButton } from "@/ui/share-button";
import { BUSINESS_FIELDS, type ShownShopInfo } from "../shop-info";
import { getShopProfile, listShopProducts, type ShopProfile } from "./shop-profile";
import { ServerProductGrid } from "../listing";

const SLUG = /^[a-z0-9-]{1,64}$/;

/** The shop of a `/shops/<slug>` address, or the 404 page. */
async function loadShop(slug: string): Promise<ShopProfile> {
  const shop = SLUG.test(slug) ? await getShopProfile({ slug }) : null;
  if (!shop) notFound();
  return shop;
}

/** The shop page's metadata (`offers`: its offers page's). */
export async function shopPageMetadata({ slug, offers = false }: { slug: string; offers?: boolean }): Promise<Metadata> {
  const shop = SLUG.test(slug) ? await getShopProfile({ slug }) : null;
  if (!shop) return { title: "판매처를 찾을 수 없습니다" };
  if (offers) return { title: `${shop.name}의 상품`, alternates: { canonical: `/shops/${shop.slug}/offers` } };
  return {
    title: `${shop.name} 판매처 정보`,
    description: `${shop.name}의 사업자 정보, 배송·교환·반품 안내와 최저가 비율`,
    alternates: { canonical: `/shops/${shop.slug}` },
  };
}

function shippingTerms(shop: ShopProfile): string {
  if (shop.shippingFee === 0) return "무료배송";
  const fee = `배송비 ${formatWon(shop.shippingFee)}`;
  return shop.freeShippingThreshold === null ? fee : `${fee} (${formatWon(shop.freeShippingThreshold)} 이상 구매 시 무료)`;
}

const SOURCE = { shop: "쇼핑몰 게시", admin: "관리자 확인" } as const;

function InfoRows({ rows }: { rows: ShownShopInfo[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.field} className="contents" data-field={row.field} data-source={row.source}>
          <dt className="text-gray-600">{row.label}</dt>
          <dd className="min-w-0 break-words text-gray-900">
            {row.value} <span className="text-xs whitespace-nowrap text-gray-600">· {SOURCE[row.source]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Share of lowest prices as the shop page and its offers page say it. */
const sharePercent = (share: number) => `${Math.round(share * 100)}%`;

function Verified() {
  return <span className="shop-verified">사업자 확인</span>;
}

/**
 * A shop's page (`/shops/<slug>`): its 사업자 정보 as it publishes it (or an admin checked it), shipping and return terms,
 * delivery time, its share of lowest prices and a link to its offers. The same HTML for everyone; no product on it, so the
 * 19+ gate does not stand before it (its offers page does).
 */
export async function ShopPage({ slug }: { slug: string }) {
  const shop = await loadShop(slug);
  const business = shop.info.filter((row) => BUSINESS_FIELDS.includes(row.field));
  const delivery = shop.info.find((row) => row.field === "deliveryTime");
  const returns = shop.info.find((row) => row.field === "returnTerms");
  const number = shop.info.find((row) => row.field === "registrationNumber");
  return (
    <article className="flex flex-col gap-4" data-testid="shop-page">
      <nav aria-label="현재 위치" className="crumbs">
        <Link href="/">홈</Link>
        {" › 판매처"}
      </nav>
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{shop.name}</h1>
        {shop.verified ? <Verified /> : null}
        <ShareButton title={`${shop.name} 판매처 정보`} />
        <a className="ml-auto text-sm text-brand-700 underline" href={shop.baseUrl} rel="nofollow noopener" target="_blank">
          쇼핑몰 바로가기<span className="sr-only"> (새 창)</span>
        </a>
      </header>
      <section aria-labelledby="share-title" className="card" data-testid="shop-share">
        <h2 id="share-title" className="card-title">
          최저가 비율
        </h2>
        {shop.lowestShare === null ? (
          <p className="text-gray-700">지금 구매할 수 있는 상품이 없어 최저가 비율을 셀 수 없습니다.</p>
        ) : (
          <p className="text-gray-800">
            <strong className="text-2xl text-brand-700">{sharePercent(shop.lowestShare)}</strong>
            {` — 지금 구매 가능한 상품 ${shop.buyableCount.toLocaleString("ko-KR")}개 중 이 쇼핑몰이 최저가(배송비 포함)인 상품의 비율`}
          </p>
        )}
        <p className="mt-3">
          <Link className="font-semibold text-brand-700 underline" href={`/shops/${shop.slug}/offers`}>
            {`이 쇼핑몰의 상품 ${shop.productCount.toLocaleString("ko-KR")}개 보기`}
          </Link>
        </p>
      </section>
      <section aria-labelledby="terms-title" className="card" data-testid="shop-terms">
        <h2 id="terms-title" className="card-title">
          배송·교환·반품
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-600">배송비</dt>
          <dd>{shippingTerms(shop)}</dd>
        </dl>
        <div className="mt-2">
          <InfoRows rows={[delivery, returns].filter((row) => row !== undefined)} />
        </div>
        {!delivery && !returns ? (
          <p className="mt-2 text-sm text-gray-700">배송 기간과 교환·반품 안내는 쇼핑몰에서 확인해 주세요.</p>
        ) : null}
      </section>
      <section aria-labelledby="business-title" className="card" data-testid="shop-business">
        <h2 id="business-title" className="card-title">
          사업자 정보
        </h2>
        {business.length ? (
          <InfoRows rows={business} />
        ) : (
          <p className="text-gray-700">이 쇼핑몰이 게시한 사업자 정보를 아직 찾지 못했습니다.</p>
        )}
        <p className="mt-3 text-xs text-gray-600">
          {shop.infoReadAt ? `쇼핑몰 하단에 게시된 정보를 ${formatSeoulDateTime(shop.infoReadAt)}에 읽었습니다. ` : ""}
          거래 전에 쇼핑몰과 공정거래위원회 사업자정보에서 다시 확인해 주세요.
          {number ? (
            <>
              {" "}
              <a
                className="underline"
                href={`https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${number.value.replace(/-/g, "")}`}
                rel="nofollow noopener"
                target="_blank"
              >
                사업자정보 확인<span className="sr-only"> (공정거래위원회, 새 창)</span>
              </a>
            </>
          ) : null}
        </p>
      </section>
    </article>
  );
}

/** A shop's offers page (`/shops/<slug>/offers`): the products it lists, those it sells at the lowest price first. */
export async function ShopOffersPage({ slug }: { slug: string }) {
  const shop = await loadShop(slug);
  const { products, total } = await listShopProducts({ siteId: shop.id });
  const now = new Date();
  return (
    <>
      <nav aria-label="현재 위치" className="crumbs">
        <Link href="/">홈</Link>
        {" › "}
        <Link href={`/shops/${shop.slug}`}>{shop.name}</Link>
      </nav>
      <PageHeading
        title={`${shop.name}의 상품`}
        description={`${total.toLocaleString("ko-KR")}개 상품${total > products.length ? ` 중 ${products.length}개` : ""} — 이 쇼핑몰이 최저가인 상품을 먼저 보여 드려요.`}
      />
      {products.length ? (
        <ServerProductGrid products={products} now={now} label={`${shop.name}의 상품`} />
      ) : (
        <p className="text-gray-700">보여 드릴 상품이 없습니다.</p>
      )}
    </>
  );
}
