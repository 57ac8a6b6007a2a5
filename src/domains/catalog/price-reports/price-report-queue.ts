import "server-only";
import { asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { manufacturers, offers, priceReports, products, sellerSites, type PriceReportReason } from "../schema";

type OpenPriceReport = {
  id: number;
  reason: PriceReportReason;
  note: string | null;
  seenPrice: number | null;
  /** Whether a member sent it (they are told of the fix); signed-out visitors' reports are anonymous. */
  byMember: boolean;
  createdAt: Date;
};

/** One offer's open reports, with what an admin needs to check it: the page, the shop, the price the site shows. */
export type PriceReportGroup = {
  offerId: number;
  url: string;
  siteId: number;
  siteName: string;
  productId: number;
  productName: string;
  manufacturerName: string;
  price: number | null;
  inStock: boolean;
  /** When the site last confirmed the offer's price (the product page's "n분 전 확인"). */
  lastCrawledAt: Date | null;
  reports: OpenPriceReport[];
};

/** The admin queue: every offer with open 가격 오류 신고, the one reported first on top, its reports oldest first. */
export async function listOpenPriceReports(): Promise<PriceReportGroup[]> {
  const rows = await getDb()
    .select({
      id: priceReports.id,
      reason: priceReports.reason,
      note: priceReports.note,
      seenPrice: priceReports.seenPrice,
      reporterId: priceReports.reporterId,
      createdAt: priceReports.createdAt,
      offerId: offers.id,
      url: offers.url,
      price: offers.price,
      inStock: offers.inStock,
      lastCrawledAt: offers.lastCrawledAt,
      siteId: sellerSites.id,
      siteName: sellerSites.name,
      productId: products.id,
      productName: products.name,
      manufacturerName: manufacturers.name,
    })
    .from(priceReports)
    .innerJoin(offers, eq(offers.id, priceReports.offerId))
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(isNull(priceReports.resolvedAt))
    .orderBy(asc(priceReports.createdAt), asc(priceReports.id));
  const groups = new Map<number, PriceReportGroup>();
  for (const { id, reason, note, seenPrice, reporterId, createdAt, ...offer } of rows) {
    const group = groups.get(offer.offerId) ?? { ...offer, reports: [] };
    group.reports.push({ id, reason, note, seenPrice, byMember: reporterId !== null, createdAt });
    groups.set(offer.offerId, group);
  }
  return [...groups.values()];
}
