import { RankingPage } from "@/domains/ranking/ranking-page";
import { parseRankingView } from "@/domains/ranking/ranking-tabs";
import { gatedPage } from "@/domains/accounts/adult";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata = { title: "랭킹" };

// ADULT_VERIFICATION=identity: the 19+ notice instead of this page until 본인인증.
export default gatedPage(async function Page({ searchParams }: PageSearchParams) {
  return <RankingPage view={parseRankingView(await searchParams)} />;
});
