import { RankingPage } from "@/domains/ranking/ranking-page";
import { parseRankingView } from "@/domains/ranking/ranking-tabs";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata = { title: "랭킹" };

export default async function Page({ searchParams }: PageSearchParams) {
  return <RankingPage view={parseRankingView(await searchParams)} />;
}
