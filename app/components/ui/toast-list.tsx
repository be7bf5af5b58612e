import { X } from "lucide-react";
import { Toast } from "radix-ui";
import type { ShownToast } from "./toaster";

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
          className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
            toast.variant === "destructive"
              ? "border-red-200 bg-red-50 text-red-900"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="flex-1">
            <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Dismiss notification" className="rounded p-1 hover:bg-black/5">
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
