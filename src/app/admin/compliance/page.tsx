import { adminPage } from "@/app/admin/_shell/admin-page";
import {
  COMPLIANCE_PRESETS,
  LEGAL_CLASS_LABELS,
  LEGAL_CLASSES,
  POLICY_CAPABILITIES,
  POLICY_CAPABILITY_LABELS,
  PRESET_DEFINITIONS,
} from "@/domains/settings/compliance-policy";
import { getCompliancePolicy } from "@/domains/settings/get-compliance-policy";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "운영 정책 안내" };

const SOURCES = [
  "담배사업법 개정안 국회 본회의 통과 (2025-12-02), 시행 2026-04-24: 담배의 정의에 연초 또는 니코틴(천연·합성)을 원료로 한 것 포함",
  "보건복지부 발표 (2026-02-03); 조선일보 (2026-02-04): “일반 담배처럼 온라인 쇼핑몰이나 소셜미디어(SNS)를 통한 판매도 불가능해진다”",
  "경향신문 (2026-02-03); 메디컬월드뉴스 (2025-12-10)",
  "담배사업법 제12조④: 담배 소매인의 우편·전자상거래 판매 금지",
  "국민건강증진법 제9조의4: 담배 광고는 정기간행물·소매점 내부·후원 행사·국제선 기내로 한정, 맛·향을 연상시키는 문구·그림 금지",
  "청소년보호법 제16조·제28조, 여성가족부 설명 (2024-11-26): 전자담배 기기·액상은 청소년유해물건, 판매·제공 시 나이와 본인 확인",
];

/** What each compliance preset does, per legal class, with the sources and their dates: the operator's reading, not legal advice. */
export default adminPage("/admin/compliance", async () => {
  const policy = await getCompliancePolicy();
  return (
    <div className="max-w-4xl space-y-5 text-sm">
      <PageHeading
        title="운영 정책 안내"
        description={`지금 적용 중: ${PRESET_DEFINITIONS[policy.preset].label} · 바꾸기는 시스템 설정에서`}
      />
      <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
        이 안내는 법령과 공개 보도를 읽은 것이며 법률 자문이 아닙니다. 어떤 정책을 고를지, 특히 <code>open</code>을 고르는 것은 운영자가
        변호사와 함께 내릴 법적 판단입니다.
      </p>
      {COMPLIANCE_PRESETS.map((preset) => (
        <section key={preset} className="rounded-xl border border-gray-200 bg-white p-4" data-testid={`compliance-page-${preset}`}>
          <h2 className="font-bold">{`${PRESET_DEFINITIONS[preset].label} — ${preset}`}</h2>
          <p className="mt-1 text-gray-700">{PRESET_DEFINITIONS[preset].summary}</p>
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full text-left">
              <thead>
                <tr className="border-b border-gray-200 text-gray-600">
                  <th className="py-1 pr-3">분류</th>
                  {POLICY_CAPABILITIES.map((c) => (
                    <th key={c} className="py-1 pr-3 font-medium">
                      {POLICY_CAPABILITY_LABELS[c]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {LEGAL_CLASSES.map((legalClass) => (
                  <tr key={legalClass} className="border-b border-gray-100">
                    <th className="py-1 pr-3 font-semibold">{LEGAL_CLASS_LABELS[legalClass]}</th>
                    {POLICY_CAPABILITIES.map((c) => (
                      <td key={c} className="py-1 pr-3">
                        {PRESET_DEFINITIONS[preset].classes[legalClass][c] ? "허용" : "안 함"}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <section className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 className="font-bold">근거 (날짜순 아님, 확인한 자료)</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
          {SOURCES.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
        <p className="mt-2 text-gray-600">
          정책을 바꿔도 숨겨진 상품의 판매처·가격 기록·관심상품·알림은 지워지지 않습니다. 관리자 상품 목록에서는 숨겨진 상품도 사유와 함께
          보입니다.
        </p>
      </section>
    </div>
  );
});
