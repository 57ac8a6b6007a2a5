import { CommunityPage } from "@/domains/community/post-pages";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata = { title: "커뮤니티" };

export default async function Page({ searchParams }: PageSearchParams) {
  return <CommunityPage searchParams={await searchParams} />;
}
