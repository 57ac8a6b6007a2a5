"use client";

import { useRouter } from "next/navigation";
import { useRef } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminField, LabelOptions, useAdminForm } from "@/ui/admin/admin-form";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { AdminInput } from "@/ui/admin/admin-input";
import { INHALATION_LABELS, NICOTINE_FORM_LABELS, NICOTINE_SOURCE_LABELS, productInput, type ProductInput } from "./admin-product-form";

type Values = Record<keyof ProductInput, string>;
const EMPTY: Values = {
  manufacturerId: "",
  name: "",
  inhalation: "MTL",
  flavorTags: "",
  aliases: "",
  cooling: "0",
  vgPercent: "50",
  nicotineForm: "salt",
  nicotineSource: "synthetic",
  nicotineMg: "9.8",
  volumeMl: "30",
  imageUrl: "",
  description: "",
  visible: "true",
};

const toValues = (p: ProductInput): Values => ({
  ...p,
  manufacturerId: String(p.manufacturerId),
  flavorTags: p.flavorTags.join(", "),
  aliases: p.aliases.join(", "),
  cooling: String(p.cooling),
  vgPercent: String(p.vgPercent),
  nicotineMg: String(p.nicotineMg),
  volumeMl: String(p.volumeMl),
  imageUrl: p.imageUrl ?? "",
  visible: String(p.visible),
});

/** Create or edit every attribute of a product (with image upload), validated with the API's own rules. */
export function AdminProductEditor({
  productId,
  initial,
  defaultName = "",
  linkUnmatchedId,
  manufacturers,
}: {
  /** A discovered page (review queue) that becomes the new product's offer once it is created. */
  linkUnmatchedId?: number;
  productId?: number;
  initial?: ProductInput;
  /** A new product's name to start from (e.g. a discovered shop page's title). */
  defaultName?: string;
  manufacturers: Array<{ id: number; name: string }>;
}) {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const { values, setValues, errors, saving, set, save } = useAdminForm({
    initial: () => (initial ? toValues(initial) : { ...EMPTY, name: defaultName }),
    schema: productInput,
    submit: async (data) => {
      if (productId) {
        await callAdminApi(`/api/admin/products/${productId}`, { method: "PUT", body: data });
        toast.success("상품을 저장했습니다.");
        return router.refresh();
      }
      const { id } = await callAdminApi<{ id: number }>("/api/admin/products", { method: "POST", body: data });
      if (linkUnmatchedId)
        await callAdminApi(`/api/admin/products/unmatched/${linkUnmatchedId}`, { method: "POST", body: { productId: id } });
      toast.success(linkUnmatchedId ? "상품을 추가하고 발견된 판매처 상품을 연결했습니다." : "상품을 추가했습니다.");
      router.push(`/admin/products/${id}`);
    },
  });

  async function upload(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.set("file", file);
    const response = await fetch("/api/admin/products/image", { method: "POST", body: form });
    const json = await response.json().catch(() => null);
    if (!response.ok) return toast.error(json?.error?.message ?? "이미지를 올리지 못했습니다.");
    setValues((v) => ({ ...v, imageUrl: json.url }));
    toast.success("이미지를 올렸습니다. 저장하면 적용됩니다.");
  }

  return (
    <AdminCard onSubmit={save} noValidate as="form" className="grid gap-4 p-4 md:grid-cols-2 md:p-5" aria-label="상품 속성">
      <AdminField label="상품 이름" error={errors.name} wide>
        <AdminInput className="w-full" name="name" value={values.name} onChange={set("name")} />
      </AdminField>
      <AdminField label="제조사" error={errors.manufacturerId}>
        <AdminInput as="select" className="w-full" name="manufacturerId" value={values.manufacturerId} onChange={set("manufacturerId")}>
          <option value="">선택</option>
          {manufacturers.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </AdminInput>
      </AdminField>
      <AdminField label="호흡 방식" error={errors.inhalation}>
        <AdminInput as="select" className="w-full" name="inhalation" value={values.inhalation} onChange={set("inhalation")}>
          <LabelOptions labels={INHALATION_LABELS} />
        </AdminInput>
      </AdminField>
      <AdminField label="니코틴 형태" error={errors.nicotineForm}>
        <AdminInput as="select" className="w-full" name="nicotineForm" value={values.nicotineForm} onChange={set("nicotineForm")}>
          <LabelOptions labels={NICOTINE_FORM_LABELS} />
        </AdminInput>
      </AdminField>
      <AdminField label="니코틴 원료" error={errors.nicotineSource}>
        <AdminInput as="select" className="w-full" name="nicotineSource" value={values.nicotineSource} onChange={set("nicotineSource")}>
          <LabelOptions labels={NICOTINE_SOURCE_LABELS} />
        </AdminInput>
      </AdminField>
      <AdminField label="니코틴 함량 (mg/ml)" error={errors.nicotineMg}>
        <AdminInput className="w-full" name="nicotineMg" inputMode="decimal" value={values.nicotineMg} onChange={set("nicotineMg")} />
      </AdminField>
      <AdminField label="용량 (ml)" error={errors.volumeMl}>
        <AdminInput className="w-full" name="volumeMl" inputMode="numeric" value={values.volumeMl} onChange={set("volumeMl")} />
      </AdminField>
      <AdminField label="VG 비율 (%)" error={errors.vgPercent}>
        <AdminInput className="w-full" name="vgPercent" inputMode="numeric" value={values.vgPercent} onChange={set("vgPercent")} />
      </AdminField>
      <AdminField label="쿨링 (0–3)" error={errors.cooling}>
        <AdminInput className="w-full" name="cooling" inputMode="numeric" value={values.cooling} onChange={set("cooling")} />
      </AdminField>
      <AdminField label="맛 태그 (쉼표로 구분)" error={errors.flavorTags} wide>
        <AdminInput className="w-full" name="flavorTags" value={values.flavorTags} onChange={set("flavorTags")} placeholder="과일, 멘솔" />
      </AdminField>
      <AdminField label="다른 이름 (쇼핑몰 표기, 쉼표로 구분)" error={errors.aliases} wide>
        <AdminInput
          className="w-full"
          name="aliases"
          value={values.aliases}
          onChange={set("aliases")}
          placeholder="Lemon Tart, 레몬 타르트"
        />
      </AdminField>
      <AdminField label="이미지" error={errors.imageUrl} wide>
        <span className="flex flex-wrap items-center gap-2">
          {values.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- admin preview of an arbitrary uploaded or remote image
            <img src={values.imageUrl} alt="" className="h-14 w-14 rounded-lg border border-gray-200 object-cover" />
          ) : null}
          <AdminInput
            className="min-w-0 flex-1 basis-56"
            name="imageUrl"
            value={values.imageUrl}
            onChange={set("imageUrl")}
            placeholder="/media/… 또는 https://…"
          />
          {/* The browser's own file button speaks the browser's language: a Korean button opens it instead. */}
          <AdminButton type="button" onClick={() => fileInput.current?.click()}>
            이미지 올리기
          </AdminButton>
          <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" onChange={upload} hidden />
        </span>
      </AdminField>
      <AdminField label="설명" error={errors.description} wide>
        <AdminInput as="textarea" className="w-full" name="description" rows={4} value={values.description} onChange={set("description")} />
      </AdminField>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={values.visible === "true"}
          onChange={(e) => setValues((v) => ({ ...v, visible: String(e.target.checked) }))}
        />
        사이트에 노출
      </label>
      <div className="md:col-span-2">
        <AdminButton type="submit" variant="primary" disabled={saving}>
          {saving ? "저장 중…" : productId ? "상품 저장" : "상품 추가"}
        </AdminButton>
      </div>
    </AdminCard>
  );
}
