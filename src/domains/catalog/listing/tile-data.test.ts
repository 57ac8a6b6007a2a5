import { describe, expect, it } from "vitest";
import type { ProductCardData } from "../product-card";
import { toTileData } from "./tile-data";
import { packTile, unpackTile } from "./tile-wire";

const NOW = new Date("2026-11-25T09:00:00Z");
const card: ProductCardData = {
  id: 7,
  name: "블랙 연초 솔트",
  manufacturerName: "블루오션",
  inhalation: "MTL",
  nicotineForm: "salt",
  nicotineMg: 9.8,
  volumeMl: 60,
  imageUrl: "/media/products/0123456789abcdef01234567.webp",
  flavorTags: ["연초"],
  lowestPrice: 10400,
  lowestTotalPrice: 12900,
  pricePerMl: 215,
  offerCount: 8,
  inStockOfferCount: 8,
  previousLowestPrice: 14000,
  lowestChangedAt: new Date("2026-11-24T09:00:00Z"),
  low30d: 12900,
  allTimeLow: 12000,
  reviewCount: 3,
  ratingAverage: 4.33,
};

describe("tile data", () => {
  it("keeps what a tile draws: the attribute line, the week's drop, the rating", () => {
    expect(toTileData(card, NOW)).toEqual({
      id: 7,
      name: "블랙 연초 솔트",
      maker: "블루오션",
      line: "입호흡 · 60ml · 솔트 9.8mg",
      flavor: "연초",
      photo: "0123456789abcdef01234567.webp",
      ml: 60,
      total: 12900,
      shop: 10400,
      perMl: 215,
      shops: 8,
      drop: 8,
      rating: { average: 4.33, count: 3 },
    });
  });

  // Finding 7: tiles gave the bottle size only on the photo, so 30 ml at 12,000원 read like 60 ml at 17,500원.
  it("states the bottle's size in text, and 무니코틴 rather than 0mg", () => {
    expect(toTileData({ ...card, volumeMl: 30 }, NOW).line).toBe("입호흡 · 30ml · 솔트 9.8mg");
    expect(toTileData({ ...card, nicotineMg: 0 }, NOW).line).toBe("입호흡 · 60ml · 무니코틴");
  });

  it("drops 원/ml of a sold-out product and the drop badge of an old change", () => {
    const tile = toTileData({ ...card, inStockOfferCount: 0, lowestChangedAt: new Date("2026-11-01T00:00:00Z"), reviewCount: 0 }, NOW);
    expect(tile).toMatchObject({ soldOut: true });
    expect(tile).not.toHaveProperty("perMl");
    expect(tile).not.toHaveProperty("drop");
    expect(tile).not.toHaveProperty("rating");
  });

  it("shows only photos the site serves itself: a shop's picture URL keeps the drawn stand-in", () => {
    expect(toTileData({ ...card, imageUrl: "https://shop.example/p/1.jpg" }, NOW)).not.toHaveProperty("photo");
    expect(toTileData({ ...card, imageUrl: "/media/products/../../secret.webp" }, NOW)).not.toHaveProperty("photo");
    expect(toTileData({ ...card, imageUrl: null }, NOW)).not.toHaveProperty("photo");
  });

  it("badges 평소보다 낮음 only for a low price that can be bought (not typical, high or sold out)", () => {
    expect(toTileData({ ...card, priceInsight: "low" }, NOW).usualLow).toBe(true);
    for (const priceInsight of ["typical", "high", null] as const)
      expect(toTileData({ ...card, priceInsight }, NOW)).not.toHaveProperty("usualLow");
    expect(toTileData({ ...card, priceInsight: "low", inStockOfferCount: 0 }, NOW)).not.toHaveProperty("usualLow");
  });

  it("packs and unpacks to the same tile, plain or with every optional part", () => {
    const plain = toTileData(
      { ...card, previousLowestPrice: null, reviewCount: 0, flavorTags: [], lowestPrice: null, imageUrl: null },
      NOW,
    );
    const full = toTileData(card, NOW);
    const soldOut = toTileData({ ...card, inStockOfferCount: 0, reviewCount: 0 }, NOW);
    const usualLow = toTileData({ ...card, priceInsight: "low", previousLowestPrice: null, reviewCount: 0 }, NOW);
    expect(usualLow.usualLow).toBe(true);
    for (const tile of [plain, full, soldOut, usualLow]) expect(unpackTile(packTile(tile))).toEqual(tile);
    expect(packTile(plain)).toHaveLength(11);
    expect(JSON.stringify(packTile(full)).length).toBeLessThan(JSON.stringify(full).length * 0.6);
  });
});
