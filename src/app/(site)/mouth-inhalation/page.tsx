import { ListingPage } from "@/domains/catalog/listing";
import { gatedPage } from "@/domains/accounts/adult";
import { SaveSearchButton } from "@/domains/wishlist/save-search-button";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata = {
  title: "입호흡 액상",
  description: "입호흡(MTL) 전자담배 액상의 쇼핑몰별 최저가를 맛, 니코틴, 용량, 쿨링으로 골라 비교하세요.",
  alternates: { canonical: "/mouth-inhalation" },
};

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function MouthInhalationPage({ searchParams }: PageSearchParams) {
  return (
    <ListingPage
      inhalation="MTL"
      path="/mouth-inhalation"
      title="입호흡 액상"
      description="입으로 머금었다 들이마시는 입호흡(MTL)용 액상, 쇼핑몰별 최저가."
      searchParams={await searchParams}
      saveSearch={<SaveSearchButton />}
    />
  );
});
