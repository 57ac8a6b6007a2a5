import type { Metadata } from "next";
import Link from "next/link";
import { ProviderSignUpForm, getProviderWelcome } from "@/domains/accounts/sign-up";
import { redirectSignedIn } from "@/domains/accounts/auth";
import { SIGN_UP_PROVIDER_NAMES } from "@/domains/accounts/sign-up-provider-names";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "간편 가입" };

/** The first Kakao, Naver or Google sign-in's last step: birth year (19+) and consent. */
export default async function ProviderWelcomePage() {
  await redirectSignedIn({ callbackUrl: null });
  const welcome = await getProviderWelcome();
  if (!welcome)
    return (
      <>
        <PageHeading title="간편 가입" />
        <p className="rounded-2xl border border-gray-200 bg-white p-5 text-sm text-gray-700 shadow-sm">
          가입 가능 시간이 지났거나 잘못된 접근입니다.{" "}
          <Link href="/auth/signin" className="font-semibold text-brand-700 underline">
            로그인 화면
          </Link>
          에서 다시 시도해 주세요.
        </p>
      </>
    );
  return (
    <>
      <PageHeading
        title={`${SIGN_UP_PROVIDER_NAMES[welcome.provider]}로 가입하기`}
        description="청소년보호법에 따라 19세 이상(연 나이 기준)만 가입할 수 있습니다."
      />
      <ProviderSignUpForm {...welcome} />
    </>
  );
}
