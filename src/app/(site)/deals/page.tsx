import { DealsPage } from "@/domains/catalog/listing";
import { gatedPage } from "@/domains/accounts/adult";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata = {
  title: "오늘의 특가",
  description: "지금 최저가가 최근 90일 평소 가격보다 낮은 전자담배 액상을 평소보다 많이 낮은 순서로 모았습니다.",
  alternates: { canonical: "/deals" },
};

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function Page({ searchParams }: PageSearchParams) {
  return <DealsPage searchParams={await searchParams} />;
});
