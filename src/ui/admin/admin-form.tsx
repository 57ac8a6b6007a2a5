"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import "@/platform/zod-korean";
import { fieldErrorsOf } from "./admin-api";

export type FormValues = Record<string, string>;
type Change = React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * An admin form's state: text values, Korean field errors from the API's own zod schema, and a save
 * that validates first, then `submit`s the parsed data (a failure is toasted with the server's message).
 */
export function useAdminForm<Out>({
  initial,
  schema,
  toInput = (values) => values,
  submit,
}: {
  initial: () => FormValues;
  schema: z.ZodType<Out>;
  /** The values as the schema reads them (e.g. nested selectors). */
  toInput?: (values: FormValues) => unknown;
  submit: (data: Out) => Promise<void>;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (name: string) => (e: Change) => setValues((v) => ({ ...v, [name]: e.target.value }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return void toast.error("입력값을 확인해 주세요.");
    }
    setErrors({});
    setSaving(true);
    try {
      await submit(parsed.data);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  }
  return { values, setValues, errors, saving, set, save };
}

/** A labelled admin form control with its Korean error below; `wide` spans both columns of a two-column form. */
export function AdminField({ label, error, wide, children }: { label: string; error?: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <label className={`block space-y-1 ${wide ? "md:col-span-2" : ""}`}>
      <span className="block text-sm font-semibold text-gray-800">{label}</span>
      {children}
      {error ? <span className="block text-sm text-red-600">{error}</span> : null}
    </label>
  );
}

/** A select's options from a value → Korean label map (e.g. 호흡 방식, 플랫폼). */
export function LabelOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
