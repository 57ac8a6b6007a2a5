import { Price } from "@/ui/price";
import { ShareButton } from "@/ui/share-button";
import { RatingBadge } from "@/ui/rating-badge";
import { PriceBadges, PriceBasisToggle } from "../pricing";
import { ProductHeartSlot } from "../product-heart-slot";
import type { ProductSummaryData } from "./product-summary-data";
import { ProductThumb } from "../product-thumb";

/**
 * The top of a product page: photo (or its drawn stand-in), maker, name, rating, 찜, the lowest price (all-in or shop price, per the
 * price basis) with its badges, and the attributes. Drawn on the server (one hero: its element tree weighs less in the
 * page than its code would), with the basis toggle and the heart as client islands.
 */
export function ProductSummary({ summary }: { summary: ProductSummaryData }) {
  const { best } = summary;
  return (
    <div className="product-hero">
      <div className="product-hero-thumb">
        <ProductThumb name={summary.name} flavor={summary.flavor} volumeMl={summary.ml} photo={summary.photo} place="hero" />
      </div>
      <div>
        <p className="product-maker">{summary.maker}</p>
        <h1 className="product-name">{summary.name}</h1>
        {summary.rating ? (
          <a href="#reviews" className="text-sm">
            <RatingBadge average={summary.rating.average} count={summary.rating.count} />
          </a>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <ProductHeartSlot productId={summary.id} productName={summary.name} size="large" />
          <ShareButton title={summary.name} />
        </div>
      </div>
      <div className="product-hero-prices">
        <div className="card">
          <div className="price-box-top">
            <PriceBadges flags={summary.badges} />
            <PriceBasisToggle />
          </div>
          <p className="price-box-label">
            최저가 <span className="basis-total">(배송비 포함)</span>
            <span className="basis-shop">(상품가)</span>
          </p>
          {best ? (
            <>
              <p className="price-box-price" data-testid="lowest-price">
                <Price won={best.total} className="basis-total" />
                <Price won={best.shop} className="basis-shop" />
              </p>
              <p className="price-box-note">
                <span className="basis-total">{best.totalNote}</span>
                <span className="basis-shop">{best.shopNote}</span>
              </p>
            </>
          ) : (
            <p className="price-box-price" data-testid="lowest-price">
              <span className="text-xl text-gray-500">일시품절</span>
            </p>
          )}
          {summary.insight ? (
            <p className={`price-insight price-insight-${summary.insight.label}`} data-testid="price-insight">
              {summary.insight.line}
            </p>
          ) : null}
          <p className="price-box-lows">{summary.lows}</p>
        </div>
        <dl className="specs">
          {summary.specs.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
