import { describe, expect, it } from "vitest";
import type { OfferView } from "../get-product-detail";
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
};

describe("offer rows on the wire", () => {
  it("round-trips what a row draws and leaves the rest on the server", () => {
    const { listPrice: _list, freeShippingThreshold: _free, perMl: _perMl, ...row } = offer;
    expect(unpackOffer(packOffer(offer))).toEqual(row);
    const soldOut = { ...offer, inStock: false, stale: true, price: null, total: null, shipping: null, lastCrawledAt: null };
    const { listPrice: _l, freeShippingThreshold: _f, perMl: _p, ...soldOutRow } = soldOut;
    expect(unpackOffer(packOffer(soldOut))).toEqual(soldOutRow);
  });
});
