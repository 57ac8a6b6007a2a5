import type { Metadata } from "next";
import { CONSENT_DOCUMENTS } from "@/domains/accounts/consent-documents";
import { PRIVACY_SECTIONS } from "@/domains/accounts/legal";
import { LegalDocument } from "@/ui/legal-document";

const { title, version } = CONSENT_DOCUMENTS.privacy;
export const metadata: Metadata = { title: `${title} 동의`, alternates: { canonical: "/privacy" } };

export default function PrivacyPage() {
  return (
    <LegalDocument
      title={`${title} 동의`}
      version={version}
      summary="가입할 때 받는 개인정보와 그 쓰임, 보관 기간을 알려 드립니다. (필수)"
      sections={PRIVACY_SECTIONS}
    />
  );
}
