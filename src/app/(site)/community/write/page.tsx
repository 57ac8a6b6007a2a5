import type { Metadata } from "next";
import { WritePage } from "@/domains/community/post-pages";
import type { PageSearchParams } from "@/platform/http/search-params";

export const metadata: Metadata = { title: "글쓰기", robots: { index: false } };

export default async function Page({ searchParams }: PageSearchParams) {
  return <WritePage searchParams={await searchParams} />;
}
