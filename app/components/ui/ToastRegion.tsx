import { X } from "lucide-react";
import {
  TOAST_CLOSE_CLASS,
  TOAST_DESCRIPTION_CLASS,
  TOAST_TITLE_CLASS,
  TOAST_VIEWPORT_CLASS,
  toastClass,
  type ToastVariant,
} from "./toast-style";

function ToastTemplate({ variant }: { variant: ToastVariant }) {
  return (
    <template data-toast-template={variant}>
      <div role={variant === "destructive" ? "alert" : "status"} className={toastClass(variant)}>
        <div className="flex-1">
          <p data-toast-title className={TOAST_TITLE_CLASS} />
          <p data-toast-description className={TOAST_DESCRIPTION_CLASS} />
        </div>
        <button type="button" aria-label="Dismiss notification" data-toast-dismiss className={TOAST_CLOSE_CLASS}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </template>
  );
}

/**
 * Where app/enhancements/toast.ts shows toasts on a page without framework script, with the
 * markup of each kind as templates. Announced politely; failures are alerts.
 */
export function ToastRegion() {
  return (
    <>
      <section aria-label="Notifications" aria-live="polite" data-toasts className={TOAST_VIEWPORT_CLASS} />
      <ToastTemplate variant="default" />
      <ToastTemplate variant="destructive" />
    </>
  );
}
