import type { Metadata } from "next";
import Link from "next/link";
import { isPasswordResetTokenUsable } from "@/domains/accounts/password-reset";
import { ResetPasswordForm } from "@/domains/accounts/reset-password-form";
import { PageHeading } from "@/ui/page-heading";

// The token stays out of other sites' Referer headers.
export const metadata: Metadata = { title: "비밀번호 재설정", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  // Checked on opening, so a used or expired link is refused before anyone types two passwords.
  const usable = token !== "" && token.length <= 100 && (await isPasswordResetTokenUsable({ token }));
  return (
    <>
      <PageHeading title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해 주세요." />
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="rounded-2xl border border-gray-200 bg-white p-5 text-gray-700" data-testid="reset-link-refused">
          {token ? "재설정 링크가 만료되었거나 이미 사용되었습니다." : "재설정 링크가 올바르지 않습니다."} 메일의 링크를 다시 열거나{" "}
          <Link href="/auth/forgot-password" className="font-semibold text-brand-700 underline">
            비밀번호 찾기
          </Link>
          를 다시 요청해 주세요.
        </p>
      )}
    </>
  );
}
