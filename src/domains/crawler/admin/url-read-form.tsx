"use client";

import { useState } from "react";
import { toast } from "sonner";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import type { UrlTestResult } from "./admin-crawl-actions";
import { UrlTestResultView } from "./url-test-result";

/**
 * A shop page's address, read on submit as the crawler would; shows every extracted field below.
 * `read` calls the server (test only, or add as an offer); its failure is toasted in Korean.
 */
export function UrlReadForm({
  label,
  placeholder,
  submitLabel,
  read,
  children,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  read: (url: string) => Promise<UrlTestResult>;
  /** More inputs between the address and the button (e.g. which site's selectors). */
  children?: React.ReactNode;
}) {
  const [url, setUrl] = useState("");
  const [reading, setReading] = useState(false);
  const [result, setResult] = useState<UrlTestResult | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/.test(url.trim())) return void toast.error("http(s)://로 시작하는 주소를 입력해 주세요.");
    setReading(true);
    try {
      setResult(await read(url.trim()));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setReading(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} className="flex flex-wrap gap-2">
        <AdminInput
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={placeholder}
          aria-label={label}
          className="min-w-0 flex-1 basis-64"
        />
        {children}
        <AdminButton type="submit" variant="primary" disabled={reading}>
          {reading ? "읽는 중…" : submitLabel}
        </AdminButton>
      </form>
      {result ? <UrlTestResultView test={result} /> : null}
    </>
  );
}
