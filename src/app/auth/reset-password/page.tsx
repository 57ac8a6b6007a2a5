import type { Metadata } from "next";
import { ResetPasswordPanel } from "@/domains/accounts/password";
import { PageHeading } from "@/ui/page-heading";

// The token stays out of other sites' Referer headers.
export const metadata: Metadata = { title: "비밀번호 재설정", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  return (
    <>
      <PageHeading title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해 주세요." />
      <ResetPasswordPanel token={token} />
    </>
  );
}
