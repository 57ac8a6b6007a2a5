"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** The filled-in fields of a GET form as its URL, the way the browser would submit it but without blanks. */
function formUrl(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim() !== "") query.append(name, value);
  return `${new URL(form.action).pathname}${query.size ? `?${query}` : ""}`;
}

/**
 * The field a change came from (its name and value): the form is drawn anew for the new filters, and a keyboard
 * user's focus goes back to that field instead of falling to the page's start.
 */
let changedField: { name: string; value: string } | null = null;

function refocusChangedField(form: HTMLFormElement) {
  if (!changedField) return;
  const { name, value } = changedField;
  changedField = null;
  [...form.elements]
    .find((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name === name && el.value === value)
    ?.focus();
}

/**
 * The filter form's submit button. Without JavaScript it is the way to apply; with it, every change
 * applies at once (client navigation, scroll kept) and the button stays only for screen readers.
 */
export function ApplyFiltersOnChange() {
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    setLive(true);
    refocusChangedField(form);
    const apply = (event: Event) => {
      event.preventDefault();
      const field = event.target;
      if (event.type === "change" && field instanceof HTMLInputElement && field.matches(":focus"))
        changedField = { name: field.name, value: field.value };
      router.push(formUrl(form), { scroll: false });
    };
    form.addEventListener("change", apply);
    form.addEventListener("submit", apply);
    return () => {
      form.removeEventListener("change", apply);
      form.removeEventListener("submit", apply);
    };
  }, [router]);

  return (
    <button
      ref={button}
      type="submit"
      className={live ? "sr-only" : "flex-1 rounded-lg bg-brand-700 py-2 font-semibold text-white hover:bg-brand-800"}
    >
      필터 적용
    </button>
  );
}
