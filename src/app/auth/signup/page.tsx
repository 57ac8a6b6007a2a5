import type { Metadata } from "next";
import { KoreanSignInButtons, configuredKoreanProviders, redirectSignedIn } from "@/domains/accounts/auth";
import { SignUpForm } from "@/domains/accounts/sign-up";
import { firstParam, type PageSearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "회원가입" };

export default async function SignUpPage({ searchParams }: PageSearchParams) {
  const { callbackUrl } = await searchParams;
  await redirectSignedIn({ callbackUrl: firstParam(callbackUrl) ?? null });
  return (
    <>
      <PageHeading title="회원가입" description="청소년보호법에 따라 19세 이상(연 나이 기준)만 가입할 수 있습니다." />
      <KoreanSignInButtons providers={configuredKoreanProviders()} callbackUrl={firstParam(callbackUrl) ?? null} />
      <SignUpForm callbackUrl={firstParam(callbackUrl) ?? null} />
    </>
  );
}
