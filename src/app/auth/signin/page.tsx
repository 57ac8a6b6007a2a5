import type { Metadata } from "next";
import { KoreanSignInButtons, SignInForm, configuredKoreanProviders, redirectSignedIn } from "@/domains/accounts/auth";
import { firstParam, type PageSearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "로그인" };

export default async function SignInPage({ searchParams }: PageSearchParams) {
  const params = await searchParams;
  await redirectSignedIn({ callbackUrl: firstParam(params.callbackUrl) ?? null });
  return (
    <>
      <PageHeading title="로그인" description="관심상품 가격 알림을 받으려면 로그인하세요." />
      <KoreanSignInButtons providers={configuredKoreanProviders()} callbackUrl={firstParam(params.callbackUrl) ?? null} />
      <SignInForm callbackUrl={firstParam(params.callbackUrl) ?? null} error={firstParam(params.error) ?? null} />
    </>
  );
}
