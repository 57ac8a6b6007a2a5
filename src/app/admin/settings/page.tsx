import { adminPage } from "@/app/admin/_shell/admin-page";
import { CompliancePolicySwitch } from "@/domains/settings/compliance-policy-switch";
import { getCompliancePolicy } from "@/domains/settings/get-compliance-policy";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { SiteSettingsEditor } from "@/domains/settings/site-settings-editor";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "시스템 설정" };

export default adminPage("/admin/settings", async () => (
  <>
    <PageHeading title="시스템 설정" description="저장하면 재시작 없이 모든 서버에 적용되고, 변경 내역은 감사 로그에 남습니다." />
    <div className="mb-5">
      <CompliancePolicySwitch initial={await getCompliancePolicy()} />
    </div>
    <SiteSettingsEditor initial={await getSiteSettings()} />
  </>
));
