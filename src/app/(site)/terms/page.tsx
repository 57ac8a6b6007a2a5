import type { Metadata } from "next";
import { CONSENT_DOCUMENTS } from "@/domains/accounts/consent-documents";
import { TERMS_SECTIONS } from "@/domains/accounts/legal";
import { LegalDocument } from "@/ui/legal-document";

const { title, version } = CONSENT_DOCUMENTS.terms;
export const metadata: Metadata = { title, alternates: { canonical: "/terms" } };

export default function TermsPage() {
  return (
    <LegalDocument title={title} version={version} summary="서비스를 이용하는 회원과 운영자가 지킬 약속입니다." sections={TERMS_SECTIONS} />
  );
}
