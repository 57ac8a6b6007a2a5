"use client";

import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/domains/admin/admin-api";
import { card, input, primaryButton } from "@/domains/admin/admin-ui";
import type { UrlTestResult } from "./admin-crawl-actions";
import { UrlTestResultView } from "./url-test-result";

/** "URL 테스트": any URL, read as the crawler would (with a chosen site's selectors), every field shown. */
export function UrlTestPanel({ sites }: { sites: Array<{ id: number; name: string }> }) {
  const [url, setUrl] = useState("");
  const [siteId, setSiteId] = useState("");
  const [result, setResult] = useState<UrlTestResult | null>(null);
  const [testing, setTesting] = useState(false);

  async function test(event: React.FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\//.test(url.trim())) return toast.error("http(s)://로 시작하는 주소를 입력해 주세요.");
    setTesting(true);
    try {
      setResult(
        await callAdminApi<UrlTestResult>("/api/admin/seller-sites/test-url", {
          method: "POST",
          body: { url: url.trim(), ...(siteId ? { siteId: Number(siteId) } : {}) },
        }),
      );
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setTesting(false);
    }
  }

  return (
    <section className={`${card} space-y-3 p-4`} aria-labelledby="url-test-title">
      <h2 id="url-test-title" className="font-bold">
        URL 테스트
      </h2>
      <form onSubmit={test} className="flex flex-wrap gap-2">
        <input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="상품 페이지 주소 (https://…)"
          aria-label="테스트할 주소"
          className={`${input} min-w-0 flex-1`}
        />
        <select value={siteId} onChange={(e) => setSiteId(e.target.value)} aria-label="선택자를 쓸 판매처" className={input}>
          <option value="">판매처 선택자 없이</option>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} 선택자로
            </option>
          ))}
        </select>
        <button type="submit" className={primaryButton} disabled={testing}>
          {testing ? "읽는 중…" : "테스트"}
        </button>
      </form>
      {result ? <UrlTestResultView test={result} /> : null}
    </section>
  );
}
