import type { Metadata } from "next";
import { CONSENT_DOCUMENTS } from "@/domains/accounts/consent-documents";
import { MARKETING_CONSENT_SECTIONS } from "@/domains/accounts/legal";
import { LegalDocument } from "@/ui/legal-document";

const { title, version } = CONSENT_DOCUMENTS.marketing;
export const metadata: Metadata = { title: `${title} 동의`, alternates: { canonical: "/marketing-consent" } };

export default function MarketingConsentPage() {
  return (
    <LegalDocument
      title={`${title} 동의`}
      version={version}
      summary="할인 행사와 새 소식을 받아 보는 데 동의하는지 묻습니다. (선택)"
      sections={MARKETING_CONSENT_SECTIONS}
    />
  );
}
