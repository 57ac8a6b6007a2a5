import { useEffect, useRef, useSyncExternalStore } from "react";

/** Whether the desktop sidebar applies (md and up); the phone drawer otherwise. Wide on the server render. */
const WIDE = "(min-width: 48rem)";
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", listener);
      return () => query.removeEventListener("change", listener);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * The phone drawer behaves as a modal: focus moves into it, Escape closes it, and focus returns to the toggle
 * that opened it (the page behind is inert meanwhile).
 */
export function useDrawerFocus(open: boolean, setOpen: (open: boolean) => void) {
  const drawer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open) {
      if (wasOpen.current) toggle.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const links = drawer.current;
    (links?.querySelector<HTMLElement>("[aria-current=page]") ?? links?.querySelector<HTMLElement>("a, button"))?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen]);
  return { drawer, toggle };
}
