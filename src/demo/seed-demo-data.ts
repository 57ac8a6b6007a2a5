import type { Logger } from "pino";
import { createDemoAccounts } from "@/domains/accounts/demo-accounts";
import { seedDemoAnalytics } from "./analytics-seeder";
import { seedDemoCatalog } from "./catalog-seeder";
import { seedDemoCommunity } from "./community-seeder";
import { seedDemoNotifications } from "./notifications-seeder";
import { seedDemoProductPhotos } from "./product-photo-seeder";
import { seedDemoCrawlSettings } from "./shops/crawl-demo-seeder";
import { seedDemoShopInfo } from "./shops/shop-info-demo-seeder";
import { seedDemoWishlist } from "./wishlist-seeder";

type DemoSeeder = { name: string; run: (log: Logger) => Promise<void> };

/** The demo data of the embedded default, in order. */
const demoSeeders: DemoSeeder[] = [
  { name: "카탈로그 (제조사·쇼핑몰·상품·가격 이력)", run: (log) => seedDemoCatalog({ log }) },
  { name: "상품 사진 (제조사 색의 병 그림)", run: (log) => seedDemoProductPhotos({ log }) },
  { name: "크롤링 설정 (데모 쇼핑몰 목록 페이지·주기)", run: () => seedDemoCrawlSettings() },
  { name: "쇼핑몰 사업자 정보 (데모 쇼핑몰 하단 정보를 크롤러로 읽기)", run: () => seedDemoShopInfo() },
  { name: "데모 계정", run: (log) => createDemoAccounts({ log }) },
  { name: "데모 회원 관심상품", run: (log) => seedDemoWishlist({ log }) },
  // Before the price alerts: its comment notifies the demo member, and the bell opens on a price drop.
  { name: "커뮤니티 (공지·글·댓글·리뷰)", run: () => seedDemoCommunity() },
  { name: "데모 회원 알림", run: () => seedDemoNotifications() },
  { name: "방문·검색 기록과 랭킹", run: (log) => seedDemoAnalytics({ log }) },
];

export async function seedDemoData(log: Logger): Promise<void> {
  for (const seeder of demoSeeders) {
    const started = Date.now();
    log.info(`데모 데이터: ${seeder.name} 생성 중…`);
    await seeder.run(log);
    log.info(`데모 데이터: ${seeder.name} 완료 (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  }
}
