"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminField, LabelOptions, useAdminForm, type FormValues } from "@/ui/admin/admin-form";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { AdminInput } from "@/ui/admin/admin-input";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { SELLER_PLATFORMS, sellerSiteInput, type SellerSiteInput } from "../seller-site-form";
import { SHOP_INFO_FIELDS, SHOP_INFO_LABELS, type ShopInfo } from "../shop-info";

const SELECTORS = [
  ["price", "판매가"],
  ["listPrice", "소비자가"],
  ["title", "상품명"],
  ["soldOut", "품절 표시"],
  ["shipping", "배송비 문구"],
] as const;

const toValues = (s?: SellerSiteInput, defaultInterval = 360): FormValues => ({
  name: s?.name ?? "",
  baseUrl: s?.baseUrl ?? "https://",
  platform: s?.platform ?? "cafe24",
  shippingFee: String(s?.shippingFee ?? 3000),
  freeShippingThreshold: s?.freeShippingThreshold == null ? "" : String(s.freeShippingThreshold),
  crawlIntervalMinutes: String(s?.crawlIntervalMinutes ?? defaultInterval),
  listUrls: (s?.listUrls ?? []).join("\n"),
  enabled: String(s?.enabled ?? true),
  ...Object.fromEntries(SELECTORS.map(([key]) => [`sel.${key}`, s?.selectorOverrides[key] ?? ""])),
  ...Object.fromEntries(SHOP_INFO_FIELDS.map((key) => [`enteredInfo.${key}`, s?.enteredInfo?.[key] ?? ""])),
});

/** Create or edit a seller site: platform preset, selector overrides, shipping, interval, list pages, enabled. */
export function SellerSiteEditor({
  siteId,
  initial,
  defaultInterval,
  onDone,
  published,
}: {
  siteId?: number;
  initial?: SellerSiteInput;
  /** What the crawler last read of the shop's own information (its footer), shown beside each field. */
  published?: { info: ShopInfo; readAt: Date | null };
  /** A new site's crawl interval (the admin setting). */
  defaultInterval: number;
  onDone: () => void;
}) {
  const router = useRouter();
  const [confirmDialog, confirm] = useConfirm();
  const { values, setValues, errors, saving, set, save } = useAdminForm({
    initial: () => toValues(initial, defaultInterval),
    schema: sellerSiteInput,
    toInput: (v) => ({
      ...v,
      selectorOverrides: Object.fromEntries(SELECTORS.map(([key]) => [key, v[`sel.${key}`]])),
      enteredInfo: Object.fromEntries(SHOP_INFO_FIELDS.map((key) => [key, v[`enteredInfo.${key}`]])),
    }),
    submit: async (data) => {
      const saved = await callAdminApi<{ offersMoved?: number }>(siteId ? `/api/admin/seller-sites/${siteId}` : "/api/admin/seller-sites", {
        method: siteId ? "PUT" : "POST",
        body: data,
      });
      toast.success(siteId ? "판매처를 저장했습니다." : "판매처를 추가했습니다.", {
        description: saved.offersMoved
          ? `판매처 상품 ${saved.offersMoved.toLocaleString("ko-KR")}개의 주소를 새 쇼핑몰 주소로 옮겼습니다.`
          : undefined,
      });
      router.refresh();
      onDone();
    },
  });

  async function remove() {
    if (!siteId) return;
    const ok = await confirm({ message: `‘${initial?.name}’ 판매처와 그 판매처 상품, 가격 기록을 모두 삭제할까요?`, confirmLabel: "삭제" });
    if (!ok) return;
    try {
      await callAdminApi(`/api/admin/seller-sites/${siteId}`, { method: "DELETE" });
      toast.success("판매처를 삭제했습니다.");
      router.refresh();
      onDone();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <AdminField label={label} error={errors[name]}>
      <AdminInput
        className="w-full"
        name={name}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        {...props}
      />
    </AdminField>
  );

  return (
    <AdminCard
      onSubmit={save}
      noValidate
      as="form"
      className="grid gap-3 p-4 md:grid-cols-2"
      aria-label={siteId ? "판매처 편집" : "판매처 추가"}
    >
      {confirmDialog}
      {field("name", "판매처 이름")}
      {field("baseUrl", "쇼핑몰 주소", { inputMode: "url" })}
      <AdminField label="플랫폼" error={errors.platform}>
        <AdminInput as="select" className="w-full" name="platform" value={values.platform} onChange={set("platform")}>
          <LabelOptions labels={SELLER_PLATFORMS} />
        </AdminInput>
      </AdminField>
      {field("crawlIntervalMinutes", "크롤링 주기(분, 비우면 기본 주기)", { inputMode: "numeric" })}
      {field("shippingFee", "기본 배송비(원)", { inputMode: "numeric" })}
      {field("freeShippingThreshold", "무료배송 기준(원, 비우면 없음)", { inputMode: "numeric" })}
      <fieldset className="space-y-2 md:col-span-2">
        <legend className="text-sm font-semibold text-gray-800">CSS 선택자 (플랫폼 기본값 대신 쓸 때만)</legend>
        <div className="grid gap-2 md:grid-cols-3">
          {SELECTORS.map(([key, label]) => (
            <span key={key}>{field(`sel.${key}`, label, { placeholder: "예: .price em", className: "w-full font-mono text-xs" })}</span>
          ))}
        </div>
        {errors["selectorOverrides"] ? <p className="text-sm text-red-600">{errors["selectorOverrides"]}</p> : null}
      </fieldset>
      <fieldset className="space-y-2 md:col-span-2" aria-describedby="shop-info-note">
        <legend className="text-sm font-semibold text-gray-800">사업자 정보·배송 안내 (판매처 페이지와 판매처 줄에 표시)</legend>
        <p id="shop-info-note" className="text-xs text-gray-600">
          {published?.readAt
            ? `쇼핑몰 게시값: 크롤러가 ${formatSeoulDateTime(published.readAt)}에 쇼핑몰 하단에서 읽은 값입니다. `
            : "쇼핑몰 게시값: 아직 읽지 못했습니다(첫 크롤링 때 쇼핑몰 하단에서 읽습니다). "}
          입력한 값이 게시값보다 우선하며 ‘관리자 확인’으로 표시됩니다. 비우면 게시값을 씁니다.
        </p>
        <div className="grid gap-2 md:grid-cols-3">
          {SHOP_INFO_FIELDS.map((key) => (
            <span key={key}>
              {field(`enteredInfo.${key}`, SHOP_INFO_LABELS[key], { placeholder: published?.info[key] ?? "", className: "w-full" })}
              <span className="block text-xs text-gray-600" data-testid={`published-${key}`}>
                {published?.info[key] ? `쇼핑몰 게시: ${published.info[key]}` : "쇼핑몰 게시값 없음"}
              </span>
            </span>
          ))}
        </div>
      </fieldset>
      <AdminField label="목록 페이지 (새 상품 발견용, 한 줄에 하나)" error={errors.listUrls} wide>
        <AdminInput as="textarea" className="w-full font-mono text-xs" rows={3} value={values.listUrls} onChange={set("listUrls")} />
      </AdminField>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={values.enabled === "true"}
          onChange={(e) => setValues((v) => ({ ...v, enabled: String(e.target.checked) }))}
        />
        크롤링 사용
      </label>
      <div className="flex flex-wrap justify-end gap-2 md:col-span-2">
        {siteId ? (
          <AdminButton type="button" variant="danger" className="mr-auto" onClick={remove}>
            판매처 삭제
          </AdminButton>
        ) : null}
        <AdminButton type="button" onClick={onDone}>
          닫기
        </AdminButton>
        <AdminButton type="submit" variant="primary" disabled={saving}>
          {saving ? "저장 중…" : "저장"}
        </AdminButton>
      </div>
    </AdminCard>
  );
}
