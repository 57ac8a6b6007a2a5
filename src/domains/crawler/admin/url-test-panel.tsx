"use client";

import { useState } from "react";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminCard } from "@/ui/admin/admin-card";
import { AdminInput } from "@/ui/admin/admin-input";
import type { UrlTestResult } from "./admin-crawl-actions";
import { UrlReadForm } from "./url-read-form";

/** "URL 테스트": any URL, read as the crawler would (with a chosen site's selectors), every field shown. */
export function UrlTestPanel({ sites }: { sites: Array<{ id: number; name: string }> }) {
  const [siteId, setSiteId] = useState("");
  return (
    <AdminCard as="section" className="space-y-3 p-4" aria-labelledby="url-test-title">
      <h2 id="url-test-title" className="font-bold">
        URL 테스트
      </h2>
      <UrlReadForm
        label="테스트할 주소"
        placeholder="상품 페이지 주소 (https://…)"
        submitLabel="테스트"
        read={(url) =>
          callAdminApi<UrlTestResult>("/api/admin/seller-sites/test-url", {
            method: "POST",
            body: { url, ...(siteId ? { siteId: Number(siteId) } : {}) },
          })
        }
      >
        <AdminInput value={siteId} onChange={(e) => setSiteId(e.target.value)} aria-label="선택자를 쓸 판매처" as="select">
          <option value="">판매처 선택자 없이</option>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} 선택자로
            </option>
          ))}
        </AdminInput>
      </UrlReadForm>
    </AdminCard>
  );
}
