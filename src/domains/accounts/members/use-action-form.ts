"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/platform/auth/action";

/** Submits a form to a server action; field errors stay by their fields, the rest become toasts. */
export function useActionForm<T>(
  action: (form: FormData) => Promise<ActionResult<T>>,
  { success, onDone }: { success: string; onDone?: (data: T, form: HTMLFormElement) => void },
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setPending(true);
    const result = await action(new FormData(formElement)).catch(() => null);
    setPending(false);
    if (!result) {
      toast.error("일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.");
      return;
    }
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      toast.error(result.error.message);
      return;
    }
    setErrors({});
    toast.success(success);
    onDone?.(result.data, formElement);
  }

  return { errors, pending, onSubmit };
}
