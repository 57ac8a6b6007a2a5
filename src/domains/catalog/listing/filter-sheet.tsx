"use client";

import { groupThousands } from "@/ui/format-won";
import { CloseIcon } from "@/ui/stroke-icons";
import { useEffect, useId, useRef, useState } from "react";

/** Where the filter panel folds into its 필터 button (listing-filters.css keeps it open as a sidebar from lg). */
const FOLDED = "(max-width: 1023.98px)";

/** The field a change came from, to find its successor in the form drawn anew for the new URL. */
function selectorOf(field: EventTarget): string | null {
  if (!(field instanceof HTMLInputElement) || !field.name) return null;
  return field.type === "checkbox"
    ? `input[name="${CSS.escape(field.name)}"][value="${CSS.escape(field.value)}"]`
    : `#${CSS.escape(field.id)}`;
}

/**
 * The filter panel's frame. From lg it is the sidebar; below, a closed <details> whose 필터 button opens the panel
 * as a bottom sheet: a modal dialog (focus kept inside, Escape or ✕ closes it, focus returns to 필터) over the results,
 * which follow each change behind it, and a live "n개 상품 보기" that closes it. Without JavaScript the <details> opens.
 */
export function FilterSheet({
  label,
  total,
  stateKey,
  children,
}: {
  label: string;
  total: number;
  stateKey: string;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement>(null);
  const changed = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  // Each change reloads the listing and redraws the form: focus goes back to the box just ticked.
  useEffect(() => {
    if (open && changed.current) dialog.current?.querySelector<HTMLElement>(changed.current)?.focus();
  }, [open, stateKey]);

  const openSheet = (event: React.MouseEvent) => {
    if (!window.matchMedia(FOLDED).matches) return;
    event.preventDefault();
    changed.current = null;
    setOpen(true);
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <details className="listing-filters">
        <summary ref={opener} onClick={openSheet}>
          {label}
        </summary>
        {open ? null : children}
      </details>
      {open ? (
        <dialog
          ref={dialog}
          className="filter-sheet"
          aria-labelledby={titleId}
          aria-modal="true"
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
          onChange={(event) => (changed.current = selectorOf(event.target))}
        >
          <div className="filter-sheet-head">
            <h2 id={titleId}>{label}</h2>
            <button type="button" onClick={close} aria-label="필터 닫기">
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div className="filter-sheet-body">{children}</div>
          <div className="filter-sheet-foot" aria-live="polite">
            <button type="button" onClick={close} data-testid="filter-sheet-show">
              {`${groupThousands(total)}개 상품 보기`}
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
