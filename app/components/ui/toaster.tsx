import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ToastMessage } from "./toast-style";

export type { ToastMessage };

export interface ShownToast extends ToastMessage {
  id: number;
}

// Radix Toast is only needed once something is shown: it stays out of every page's first load.
const ToastList = lazy(() => import("./toast-list"));

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** `const toast = useToast(); toast({ title: "Link Copied", description: "…" })`. */
export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((current) => [
      ...current.filter((toast) => !message.key || toast.key !== message.key).slice(-2),
      { ...message, id: nextId++ },
    ]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
