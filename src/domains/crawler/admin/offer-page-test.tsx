"use client";

import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";
import type { UrlTestResult } from "./admin-crawl-actions";
import { UrlTestResultView } from "./url-test-result";

/** 페이지 테스트: reads an offer's page now, as the crawler would with its shop's selectors (the URL test's route), and shows every field. */
export function OfferPageTest({ url, siteId }: { url: string; siteId: number }) {
  const [reading, setReading] = useState(false);
  const [result, setResult] = useState<UrlTestResult | null>(null);
  async function read() {
    setReading(true);
    try {
      setResult(await callAdminApi<UrlTestResult>("/api/admin/seller-sites/test-url", { method: "POST", body: { url, siteId } }));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setReading(false);
    }
  }
  return (
    <div className="space-y-2">
      <AdminButton type="button" disabled={reading} onClick={() => void read()}>
        {reading ? "읽는 중…" : "페이지 테스트"}
      </AdminButton>
      {result ? <UrlTestResultView test={result} /> : null}
    </div>
  );
}
