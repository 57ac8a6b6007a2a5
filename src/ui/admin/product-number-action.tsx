"use client";

import { useState } from "react";
import { toast } from "sonner";
import { AdminButton } from "./admin-button";
import { AdminInput } from "./admin-input";

/** "상품 번호 + 버튼": acts on the product with the typed number (e.g. move an offer to it, link a found page to it). */
export function ProductNumberAction({
  label,
  action,
  disabled = false,
  onSubmit,
}: {
  /** The input's accessible name and placeholder, e.g. "옮길 상품 번호". */
  label: string;
  /** The button, e.g. "옮기기". */
  action: string;
  disabled?: boolean;
  onSubmit: (productId: number) => Promise<unknown>;
}) {
  const [value, setValue] = useState("");
  async function submit() {
    const productId = Number(value.trim());
    if (!Number.isInteger(productId) || productId <= 0) return void toast.error("상품 번호는 1 이상의 숫자로 입력해 주세요.");
    await onSubmit(productId);
  }
  return (
    <span className="inline-flex gap-1">
      <AdminInput
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), void submit())}
        inputMode="numeric"
        placeholder={label}
        aria-label={label}
        className="w-32 py-1"
      />
      <AdminButton type="button" disabled={!value.trim() || disabled} onClick={submit}>
        {action}
      </AdminButton>
    </span>
  );
}
