import { describe, expect, it } from "vitest";
import type { OfferView } from "./get-product-detail";
import { packOffer, unpackOffer } from "./offer-row";

const offer: OfferView = {
  id: 60007,
  siteName: "액상나라",
  siteSlug: "aeksang-nara",
  siteVerified: true,
  sellerTitle: "[액상나라] 블랙 연초 솔트 60ml",
  price: 10400,
  listPrice: 32000,
  shipping: 2500,
  freeShippingThreshold: 30000,
  total: 12900,
  perMl: 173,
  inStock: true,
  stale: false,
  lastCrawledAt: new Date("2026-11-25T07:40:00.059Z"),
  quantity: 1,
  benefits: [],
};

describe("offer rows on the wire", () => {
  it("round-trips what a row draws and leaves the rest on the server", () => {
    const { listPrice: _list, freeShippingThreshold: _free, perMl: _perMl, ...row } = offer;
    expect(unpackOffer(packOffer(offer))).toEqual(row);
    const soldOut = { ...offer, inStock: false, stale: true, price: null, total: null, shipping: null, lastCrawledAt: null };
    const { listPrice: _l, freeShippingThreshold: _f, perMl: _p, ...soldOutRow } = soldOut;
    expect(unpackOffer(packOffer(soldOut))).toEqual(soldOutRow);
  });
  it("carries a set's bottle count and the benefit prices with their conditions", () => {
    const set = {
      ...offer,
      quantity: 2,
      benefits: [
        { kind: "coupon" as const, amount: 9300, condition: "쿠폰 다운로드 필요" },
        { kind: "card" as const, amount: 9880, condition: "삼성카드 5% 청구할인" },
      ],
    };
    const { listPrice: _list, freeShippingThreshold: _free, perMl: _perMl, ...row } = set;
    expect(unpackOffer(packOffer(set))).toEqual(row);
  });
});
