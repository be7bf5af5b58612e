import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** Shown while a generation request runs: it can take a while, so the wait is seen and announced. */
export function GeneratingNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      {children}
    </p>
  );
}
