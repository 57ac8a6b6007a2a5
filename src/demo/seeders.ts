// Side-effect imports: each registers its seeder in demoSeeders, in this order.
import "./catalog-seeder";
import "./shops/crawl-demo-seeder";
import "@/domains/accounts/demo-accounts";
export {};
