import type { Metadata } from "next";
import { ApiDocsPage } from "@/domains/catalog/public-api";

// The address and limits it states are the running server's (BASE_URL, API_*_RATE_LIMIT_PER_MINUTE), not the build's.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "가격 API",
  description: "상품, 판매처 가격, 가격 변동 기록을 JSON과 CSV로 읽는 공개 API 안내",
  alternates: { canonical: "/developers/api" },
};

/** The public API's page, rendered from its OpenAPI document: open to everyone, as the document is. */
export default function DevelopersApiPage() {
  return <ApiDocsPage />;
}
