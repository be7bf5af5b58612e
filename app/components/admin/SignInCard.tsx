import { Lock } from "lucide-react";
import type { ReactNode } from "react";

export const signInInputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600";

/** The sign-in screens' frame: a centred card with a lock and the heading. */
export function SignInCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <span className="rounded-full bg-brand-50 p-2 text-brand-700">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-2xl font-bold text-slate-950">Admin Login</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
