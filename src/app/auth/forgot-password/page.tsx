import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/domains/accounts/password";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "비밀번호 찾기" };

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeading title="비밀번호 찾기" description="가입한 이메일을 입력하시면 비밀번호를 새로 정할 수 있는 링크를 보내 드립니다." />
      <ForgotPasswordForm />
    </>
  );
}
