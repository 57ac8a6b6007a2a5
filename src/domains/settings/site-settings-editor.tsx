"use client";

import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { useAdminForm } from "@/ui/admin/admin-form";
import { FormField } from "@/ui/form-field";
import { SITE_SETTING_LABELS, siteSettingsInput, type SiteSettings } from "./site-settings-form";

type Field = keyof SiteSettings;
const SECTIONS: Array<{ title: string; fields: Array<{ name: Field; type?: string; hint?: string; step?: string }> }> = [
  {
    title: "사이트",
    fields: [{ name: "siteName" }, { name: "tagline" }, { name: "contactEmail", type: "email" }],
  },
  {
    title: "크롤링과 가격",
    fields: [
      { name: "crawlIntervalMinutes", type: "number", hint: "새 판매처의 기본값입니다. 판매처마다 바꿀 수 있습니다." },
      { name: "crawlDelayMs", type: "number", hint: "같은 쇼핑몰에 연달아 요청할 때 기다리는 시간" },
      { name: "priceDropPercent", type: "number", step: "0.1", hint: "최저가가 이 비율만큼 내려가면 찜한 회원에게 알립니다." },
      { name: "priceAlertMinHours", type: "number", hint: "한 회원에게 같은 상품의 가격 알림은 이 시간에 한 번까지만 보냅니다." },
      { name: "priceSanityShare", type: "number", step: "0.05", hint: "0.5 = 30일 중앙값에서 50% 넘게 벗어난 가격은 검토 대기로 보류" },
    ],
  },
  {
    title: "운영 경보와 백업",
    fields: [
      { name: "alarmFailedRuns", type: "number", hint: "한 쇼핑몰의 크롤링이 이 횟수만큼 연달아 실패하면 관리자 모두에게 알립니다." },
      {
        name: "pushFailureAlarmPercent",
        type: "number",
        hint: "최근 1시간 푸시 대상 중 이 비율 넘게 실패하면 알립니다(대상 5곳 이상일 때).",
      },
      { name: "backupKeep", type: "number", hint: "내장 데이터베이스의 매일 백업(DATA_DIR/backups)을 이 개수만큼 남깁니다." },
    ],
  },
  {
    title: "외부 서비스",
    fields: [{ name: "gaMeasurementId" }, { name: "adsenseClientId" }, { name: "googleClientId" }],
  },
];

const asText = (value: SiteSettings[Field]) => (Array.isArray(value) ? value.join("\n") : (value ?? "").toString());

/** The /admin/settings form: validated here with the server's rules, saved through PUT /api/admin/settings. */
export function SiteSettingsEditor({ initial }: { initial: SiteSettings }) {
  const asValues = (settings: SiteSettings) => Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, asText(v)]));
  const { values, setValues, errors, saving, set, save } = useAdminForm({
    initial: () => asValues(initial),
    schema: siteSettingsInput,
    submit: async (data) => {
      const { settings } = await callAdminApi<{ settings: SiteSettings }>("/api/admin/settings", { method: "PUT", body: data });
      setValues(asValues(settings));
      toast.success("설정을 저장했습니다. 모든 서버에 바로 적용됩니다.");
    },
  });

  const input = (name: Field) => ({
    name,
    label: SITE_SETTING_LABELS[name],
    value: values[name] ?? "",
    error: errors[name],
    onChange: set(name),
  });

  return (
    <form onSubmit={save} noValidate className="max-w-3xl space-y-5">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="rounded-xl border border-gray-200 bg-white p-4 md:p-5">
          <legend className="px-1 text-sm font-bold text-gray-700">{section.title}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {section.fields.map((f) => (
              <FormField key={f.name} {...input(f.name)} type={f.type ?? "text"} hint={f.hint} step={f.step} />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="rounded-xl border border-gray-200 bg-white p-4 md:p-5">
        <legend className="px-1 text-sm font-bold text-gray-700">커뮤니티</legend>
        <label htmlFor="field-profanityWords" className="block text-sm font-semibold text-gray-800">
          {SITE_SETTING_LABELS.profanityWords}
        </label>
        <textarea
          id="field-profanityWords"
          name="profanityWords"
          rows={5}
          value={values.profanityWords ?? ""}
          onChange={set("profanityWords")}
          aria-invalid={errors.profanityWords ? true : undefined}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
        />
        <p className="mt-1 text-xs text-gray-500">한 줄에 하나씩 (쉼표로 구분해도 됩니다).</p>
        {errors.profanityWords ? <p className="text-sm text-red-600">{errors.profanityWords}</p> : null}
      </fieldset>
      <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-gray-100/95 px-4 py-3 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          {saving ? "저장 중…" : "설정 저장"}
        </button>
      </div>
    </form>
  );
}
