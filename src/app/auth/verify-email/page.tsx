import type { Metadata } from "next";
import { VerifyEmailForm } from "@/domains/accounts/sign-up";
import { firstParam, type PageSearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";

// The token stays out of other sites' Referer headers.
export const metadata: Metadata = { title: "이메일 인증", referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: PageSearchParams) {
  const token = firstParam((await searchParams).token) ?? "";
  return (
    <>
      <PageHeading title="이메일 인증" description="메일로 받은 링크로 이 주소가 회원님의 것임을 확인합니다." />
      <VerifyEmailForm token={token} />
    </>
  );
}
