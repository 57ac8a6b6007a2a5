/**
 * sonner's toasts for components on every catalogue page: sonner loads when the first toast is shown, not
 * with the page's first JavaScript (the toaster itself is loaded after hydration, in the app providers).
 */
export const lazyToast = {
  success: (message: string) => void import("sonner").then(({ toast }) => toast.success(message)),
  error: (message: string) => void import("sonner").then(({ toast }) => toast.error(message)),
  /** A question with one button: `onConfirm` runs only when the person presses it. */
  ask: (message: string, label: string, onConfirm: () => void) =>
    void import("sonner").then(({ toast }) => toast(message, { action: { label, onClick: onConfirm }, duration: 15_000 })),
};
