import { X } from "lucide-react";
import { Toast } from "radix-ui";
import type { ShownToast } from "./toaster";
import {
  TOAST_CLOSE_CLASS,
  TOAST_DESCRIPTION_CLASS,
  TOAST_TITLE_CLASS,
  TOAST_VIEWPORT_CLASS,
  toastClass,
} from "./toast-style";

/**
 * The visible toasts (Radix Toast: timing, swipe, F8 hotkey, announcements). Loaded on the
 * first toast only, so pages that never show one do not download it.
 */
export default function ToastList({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <Toast.Provider swipeDirection="right" duration={5000}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && onDismiss(toast.id)}
          className={toastClass(toast.variant)}
        >
          <div className="flex-1">
            <Toast.Title className={TOAST_TITLE_CLASS}>{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className={TOAST_DESCRIPTION_CLASS}>{toast.description}</Toast.Description>
            )}
          </div>
          <Toast.Close aria-label="Dismiss notification" className={TOAST_CLOSE_CLASS}>
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={TOAST_VIEWPORT_CLASS} />
    </Toast.Provider>
  );
}
