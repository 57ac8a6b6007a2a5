"use client";

import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { AdminInput } from "@/ui/admin/admin-input";
import { OnboardSaveForm } from "./onboard-save-form";
import type { AdminShopInspection } from "./onboard-shop";
import { ShopInspectionView } from "./shop-inspection-view";

/** "쇼핑몰 추가": paste a shop's address, see what the crawler reads there, save it and its first crawl starts. */
export function ShopOnboardingPanel() {
  const [url, setUrl] = useState("");
  const [reading, setReading] = useState(false);
  const [inspection, setInspection] = useState<AdminShopInspection | null>(null);

  async function read(event: React.FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/.test(url.trim())) return void toast.error("http(s)://로 시작하는 주소를 입력해 주세요.");
    setReading(true);
    setInspection(null);
    try {
      setInspection(
        await callAdminApi<AdminShopInspection>("/api/admin/seller-sites/inspect", { method: "POST", body: { url: url.trim() } }),
      );
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setReading(false);
    }
  }

  return (
    <AdminCard as="section" className="space-y-3 p-4" aria-labelledby="onboard-title">
      <div>
        <h2 id="onboard-title" className="font-bold">
          쇼핑몰 추가
        </h2>
        <p className="text-sm text-gray-600">
          쇼핑몰 주소만 붙여 넣으면 플랫폼·상품 목록·가격을 알아서 읽습니다. 선택자를 적을 필요가 없습니다.
        </p>
      </div>
      <form onSubmit={read} className="flex flex-wrap gap-2">
        <AdminInput
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="쇼핑몰 주소 (https://…)"
          aria-label="쇼핑몰 주소"
          className="min-w-0 flex-1 basis-64"
        />
        <AdminButton type="submit" variant="primary" disabled={reading}>
          {reading ? "읽는 중… (몇 초 걸립니다)" : "쇼핑몰 읽기"}
        </AdminButton>
      </form>
      {inspection ? (
        <>
          <ShopInspectionView inspection={inspection} />
          <OnboardSaveForm
            key={inspection.baseUrl}
            inspection={inspection}
            onSaved={() => {
              setInspection(null);
              setUrl("");
            }}
          />
        </>
      ) : null}
    </AdminCard>
  );
}
