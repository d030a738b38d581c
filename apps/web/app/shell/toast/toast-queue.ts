export type ToastType = "success" | "error" | "info" | "warning";

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/**
 * Spec §4: identical toasts (same type and message) are not shown twice while one is on screen.
 * Returns the same list when the toast is a duplicate so React skips the re-render.
 */
export function addToast(toasts: readonly Toast[], toast: Toast): readonly Toast[] {
  const duplicate = toasts.some((shown) => shown.type === toast.type && shown.message === toast.message);
  return duplicate ? toasts : [...toasts, toast];
}

export function removeToast(toasts: readonly Toast[], id: number): readonly Toast[] {
  return toasts.some((toast) => toast.id === id) ? toasts.filter((toast) => toast.id !== id) : toasts;
}
