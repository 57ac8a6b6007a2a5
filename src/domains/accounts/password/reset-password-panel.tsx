import Link from "next/link";
import { isPasswordResetTokenUsable } from "./password-reset";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * The mailed link's page body: the new-password form while the link can still be used; otherwise says why, checked on
 * opening, so a used or expired link is refused before anyone types two passwords.
 */
export async function ResetPasswordPanel({ token }: { token: string }) {
  const usable = token !== "" && token.length <= 100 && (await isPasswordResetTokenUsable({ token }));
  if (usable) return <ResetPasswordForm token={token} />;
  return (
    <p className="rounded-2xl border border-gray-200 bg-white p-5 text-gray-700" data-testid="reset-link-refused">
      {token ? "재설정 링크가 만료되었거나 이미 사용되었습니다." : "재설정 링크가 올바르지 않습니다."} 메일의 링크를 다시 열거나{" "}
      <Link href="/auth/forgot-password" className="font-semibold text-brand-700 underline">
        비밀번호 찾기
      </Link>
      를 다시 요청해 주세요.
    </p>
  );
}
