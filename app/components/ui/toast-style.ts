export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  /** "destructive" for failures, shown in red and announced assertively. */
  variant?: ToastVariant;
  /** A toast with the same key replaces the one shown instead of stacking on it (running progress). */
  key?: string;
}

/** One look for toasts, whether Radix shows them (hydrated pages) or app/enhancements/toast.ts does. */
// The corner stays clickable around and beneath the toasts.
export const TOAST_VIEWPORT_CLASS =
  "pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none";

export function toastClass(variant: ToastVariant = "default"): string {
  return `pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
    variant === "destructive" ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
  }`;
}

export const TOAST_TITLE_CLASS = "text-sm font-semibold";
export const TOAST_DESCRIPTION_CLASS = "mt-1 text-sm";
export const TOAST_CLOSE_CLASS = "rounded p-1 hover:bg-black/5";
