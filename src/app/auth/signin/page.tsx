import type { Metadata } from "next";
import { redirectSignedIn } from "@/domains/accounts/redirect-signed-in";
import { SignInForm } from "@/domains/accounts/sign-in-form";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "로그인" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  await redirectSignedIn({ callbackUrl: first(params.callbackUrl) });
  return (
    <>
      <PageHeading title="로그인" description="관심상품 가격 알림을 받으려면 로그인하세요." />
      <SignInForm callbackUrl={first(params.callbackUrl)} error={first(params.error)} />
    </>
  );
}
