import { ListingPage } from "@/domains/catalog/listing";
import { gatedPage } from "@/domains/accounts/adult";
import { SaveSearchButton } from "@/domains/wishlist/save-search-button";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata = {
  title: "폐호흡 액상",
  description: "폐호흡(DL) 전자담배 액상의 쇼핑몰별 최저가를 맛, 니코틴, 용량, 쿨링으로 골라 비교하세요.",
  alternates: { canonical: "/lung-inhalation" },
};

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function LungInhalationPage({ searchParams }: PageSearchParams) {
  return (
    <ListingPage
      inhalation="DL"
      path="/lung-inhalation"
      title="폐호흡 액상"
      description="폐까지 바로 들이마시는 폐호흡(DL)용 액상, 쇼핑몰별 최저가."
      searchParams={await searchParams}
      saveSearch={<SaveSearchButton />}
    />
  );
});
