import type { Metadata } from "next";
import { UnsubscribeButton } from "@/domains/email-alerts/unsubscribe-button";
import { firstParam, type PageSearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "이메일 알림 수신 거부", robots: { index: false } };

export default async function UnsubscribePage({ searchParams }: PageSearchParams) {
  const token = firstParam((await searchParams).token) ?? "";
  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="이메일 알림 수신 거부" />
      <UnsubscribeButton token={token} />
    </div>
  );
}
