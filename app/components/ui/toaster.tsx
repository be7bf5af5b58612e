import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface ToastMessage {
  title: string;
  description?: string;
  /** "destructive" for failures, shown in red and announced assertively. */
  variant?: "default" | "destructive";
}

interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** `const toast = useToast(); toast({ title: "Link Copied", description: "…" })`. */
export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((current) => [...current.slice(-2), { ...message, id: nextId++ }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={5000}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            type={toast.variant === "destructive" ? "foreground" : "background"}
            onOpenChange={(open) => !open && dismiss(toast.id)}
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
    </ToastContext.Provider>
  );
}
