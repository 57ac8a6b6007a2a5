"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { type UrlTestResult, UrlReadForm } from "@/domains/crawler/admin/client";
import { callAdminApi } from "@/ui/admin/admin-api";

/** Adds a shop's product page to this product and shows what the crawler read there. */
export function AddOfferForm({ productId }: { productId: number }) {
  const router = useRouter();
  async function add(url: string) {
    const added = await callAdminApi<{ offerId: number; siteName: string; test: UrlTestResult }>(
      `/api/admin/products/${productId}/offers`,
      {
        method: "POST",
        body: { url },
      },
    );
    toast.success(`${added.siteName} 판매처 상품을 추가했습니다.`);
    router.refresh();
    return added.test;
  }

  return (
    <UrlReadForm
      label="판매처 상품 페이지 주소"
      placeholder="판매처 상품 페이지 주소 (https://…)"
      submitLabel="추가하고 가격 읽기"
      read={add}
    />
  );
}
