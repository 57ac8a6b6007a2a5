"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminField, LabelOptions, useAdminForm } from "@/ui/admin/admin-form";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import { onboardShopInput } from "./onboard-form";
import type { AdminShopInspection } from "./onboard-shop";
import { SELLER_PLATFORMS } from "@/domains/catalog/seller-site-form";

/** The shop as read, with its name, platform, shipping, crawl interval and list pages to check; saving starts its first crawl. */
export function OnboardSaveForm({ inspection, onSaved }: { inspection: AdminShopInspection; onSaved: () => void }) {
  const router = useRouter();
  const { values, errors, saving, set, save } = useAdminForm({
    initial: () => ({
      name: inspection.name ?? "",
      baseUrl: inspection.baseUrl,
      platform: inspection.platform?.platform ?? "custom",
      shippingFee: "3000",
      crawlIntervalMinutes: String(inspection.usualIntervalMinutes),
      listUrls: inspection.listUrls.join("\n"),
    }),
    schema: onboardShopInput,
    submit: async (data) => {
      await callAdminApi("/api/admin/seller-sites/onboard", { method: "POST", body: data });
      toast.success(`‘${data.name}’을(를) 추가했습니다. 첫 크롤링을 시작했습니다.`);
      router.refresh();
      onSaved();
    },
  });
  return (
    <form onSubmit={save} className="grid gap-3 md:grid-cols-3" aria-label="판매처로 저장">
      <AdminField label="판매처 이름" error={errors.name}>
        <AdminInput className="w-full" value={values.name} onChange={set("name")} />
      </AdminField>
      <AdminField label="플랫폼" error={errors.platform}>
        <AdminInput as="select" className="w-full" value={values.platform} onChange={set("platform")}>
          <LabelOptions labels={SELLER_PLATFORMS} />
        </AdminInput>
      </AdminField>
      <AdminField label="배송비 (원)" error={errors.shippingFee}>
        <AdminInput className="w-full" inputMode="numeric" value={values.shippingFee} onChange={set("shippingFee")} />
      </AdminField>
      <AdminField label="크롤링 주기 (분, 다른 판매처들이 주로 쓰는 값)" error={errors.crawlIntervalMinutes}>
        <AdminInput className="w-full" inputMode="numeric" value={values.crawlIntervalMinutes} onChange={set("crawlIntervalMinutes")} />
      </AdminField>
      <AdminField label="목록 페이지 (한 줄에 하나, 크롤링이 여기서 새 상품을 찾습니다)" error={errors.listUrls} wide>
        <AdminInput as="textarea" className="w-full font-mono text-xs" rows={3} value={values.listUrls} onChange={set("listUrls")} />
      </AdminField>
      <div className="flex items-end md:col-span-3">
        <AdminButton type="submit" variant="primary" disabled={saving}>
          {saving ? "저장 중…" : "저장하고 첫 크롤링 시작"}
        </AdminButton>
      </div>
    </form>
  );
}
