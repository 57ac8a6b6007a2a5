/**
 * sonner's toasts for components on every catalogue page: sonner loads when the first toast is shown, not
 * with the page's first JavaScript (the toaster itself is loaded after hydration, in the app providers).
 */
export const lazyToast = {
  success: (message: string) => void import("sonner").then(({ toast }) => toast.success(message)),
  error: (message: string) => void import("sonner").then(({ toast }) => toast.error(message)),
};
